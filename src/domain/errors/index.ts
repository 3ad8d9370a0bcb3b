// The package's `@fieldwork/domain/errors` entry point (src/domain/package.json): every module of the area.
export * from './ErrorItem';
export * from './applyFieldErrors';
