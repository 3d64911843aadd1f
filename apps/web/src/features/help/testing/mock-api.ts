// The console's API test double, kept at this path for the tests that import it from here.
export * from '../../../testing/mock-api.ts';
