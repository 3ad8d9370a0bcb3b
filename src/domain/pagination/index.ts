// The package's `@fieldwork/domain/pagination` entry point (src/domain/package.json): every module of the area.
export * from './paginationWindow';
