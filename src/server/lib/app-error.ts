import type { ErrorCode } from '@shared/contracts/common';

const statusByCode: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  PREMIUM_REQUIRED: 403,
  PREVIEW_EXHAUSTED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  PAYMENT_ERROR: 402,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

/** The one error type services throw; the error handler turns it into `{ error: { code, message } }`. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Only where one code answers with another status (a provider we could not reach: 502). */
    status?: number,
  ) {
    super(message);
    this.statusCode = status ?? statusByCode[code];
  }
}
