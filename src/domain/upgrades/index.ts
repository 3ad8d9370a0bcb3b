// The package's `@fieldwork/domain/upgrades` entry point (src/domain/package.json): every module of the area.
export * from './licenceUpgrade';
export * from './upgradeChoices';
export * from './upgradeCredit';
export * from './ownedLicence';
