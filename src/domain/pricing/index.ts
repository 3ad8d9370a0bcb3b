// The package's `@fieldwork/domain/pricing` entry point (src/domain/package.json): every module of the area.
export * from './LicenceCategory';
export * from './ShopPricing';
export * from './discountCode';
export * from './formatMoney';
export * from './juniorDiscount';
export * from './lowestStylePrice';
export * from './money';
export * from './optionPrice';
export * from './priceRounding';
export * from './styleUnit';
export * from './packageSavings';
export * from './collectionBundle';
export * from './membersDiscount';
