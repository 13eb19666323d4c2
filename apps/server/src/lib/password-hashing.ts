/**
 * The argon2id cost of every password hash (devotees, staff, the seed's test accounts), chosen in
 * docs/scaling.md ("Sign-in at the opening"): OWASP's baseline, 19 MiB and 2 passes, one lane.
 * About 23 ms of one core per sign-in on this 2-core machine when quiet (15–37 ms measured), so 20
 * sign-ins a second need under half a core; a cheaper cost would weaken every stored hash for a
 * gain the measured p99 does not need. The hashes run on libuv's thread pool, not the event loop.
 */
export const ARGON2_COST = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;
