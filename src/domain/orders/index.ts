// The package's `@fieldwork/domain/orders` entry point (src/domain/package.json): every module of the area.
export * from './orderLifecycle';
export * from './vatInEur';
export * from './withdrawalConsent';
export * from './refunds';
