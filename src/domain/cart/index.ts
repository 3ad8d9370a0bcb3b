// The package's `@fieldwork/domain/cart` entry point (src/domain/package.json): every module of the area.
export * from './Cart';
export * from './CartAmount';
export * from './CartDiscount';
export * from './CartLine';
export * from './CartSelection';
export * from './cartDiscountCode';
export * from './cartItemsIdWise';
export * from './cartLineLicence';
export * from './cartOptionState';
export * from './cartOverlap';
export * from './cartUpgradeCredits';
export * from './cartMembersDiscount';
export * from './StoredPricedCart';
export * from './licenceLines';
