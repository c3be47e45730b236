/** A `next` query value, if it is a path on this site ('/subscribe' yes, '//elsewhere.example' no). */
export function safeNext(requested: string | null, fallback = '/dashboard') {
  return requested && /^\/(?![/\\])/.test(requested) ? requested : fallback;
}
