// The package's `@fieldwork/domain/typeTester` entry point (src/domain/package.json): every module of the area.
export * from './cartTester';
export * from './fontFeatureSettings';
export * from './formQuery';
export * from './testerSetup';
export * from './samplePage';
export * from './textDirection';
