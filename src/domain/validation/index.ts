// The package's `@fieldwork/domain/validation` entry point (src/domain/package.json): every module of the area.
export * from './accountForms';
export * from './addressRules';
export * from './clubRegistrationForm';
export * from './emailPattern';
export * from './formRules';
export * from './orderInformationForm';
export * from './reviewForm';
export * from './trialForms';
