// The package's `@fieldwork/domain/reports` entry point (src/domain/package.json): every module of the area.
export * from './licenceType';
export * from './reportCsv';
export * from './reportMonths';
export * from './salesReport';
