/** npm run admin:grant -- someone@example.com : gives an existing account the admin role. */

import { findUserByEmail, setUserRole } from '@server/accounts/queries';
import { loadConfig } from '@server/config';
import { openConfiguredDatabase } from '@server/db/client';

const email = process.argv[2];
if (!email) {
  console.error('usage: npm run admin:grant -- someone@example.com');
  process.exit(2);
}
const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  const user = await findUserByEmail(database.db, email);
  if (!user) {
    console.error(`No account with the email ${email}. Sign up first, then run this again.`);
    process.exitCode = 1;
  } else {
    await setUserRole(database.db, user.id, 'admin');
    console.log(`${email} is now an admin.`);
  }
} finally {
  await database.close();
}
