// Shared UI components (DESIGN.md): one component set for five remotes. Everything exported here
// is part of the shared-kernel singleton that every page loads, so keep each component small and
// split rarely used heavy parts with @loadable/component inside the component.
export {};
export * from './Card';
export * from './Chip';
export * from './Pagination';
export * from './Skeleton';
