// Shared UI components (DESIGN.md): one component set for five remotes. Everything exported here
// is part of the shared-kernel singleton that every page loads, so keep each component small and
// split rarely used heavy parts with @loadable/component inside the component.
export {};
export * from './Card';
export * from './Chip';
export * from './CollectionPills';
export * from './Pagination';
export * from './Skeleton';
export * from './Icon';
export * from './Button';
export * from './Link';
export * from './Modal';
export * from './use-modal-dialog';
export * from './use-image-failure';
export * from './Toast';
export * from './Tooltip';
export * from './Dropdown';
export * from './Tabs';
export * from './Alert';
export * from './LanguageSelect';
export * from './Illustration';
export * from './EntitySuggestInput';
export * from './use-entity-suggestions';
