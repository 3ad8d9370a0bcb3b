// The package's `@fieldwork/domain/orders` entry point (src/domain/package.json): every module of the area.
export * from './orderLifecycle';
export * from './convertAtRate';
export * from './vatInEur';
export * from './vatInSterling';
export * from './withdrawalConsent';
export * from './refunds';
