/** Round selection lives in shared (the client picks the same rounds offline); the quiz feature uses it from here. */
export * from '@shared/learning/selection';
