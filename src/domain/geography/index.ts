// The package's `@fieldwork/domain/geography` entry point (src/domain/package.json): every module of the area.
export * from './countries';
export * from './usStates';
