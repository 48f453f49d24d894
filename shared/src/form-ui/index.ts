// Formik-bound form controls. Kept apart from @hikari/shared/ui so that pages
// without a form (the top page above all) never download formik.
export * from './text-field';
export * from './select-field';
export * from './submission';
export * from './schema-validation';
