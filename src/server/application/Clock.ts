/**
 * The time a use case acts at: the composition root passes the system clock, a test a fixed
 * one. Use cases ask it instead of calling `new Date()`, so what they stamp can be checked.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
