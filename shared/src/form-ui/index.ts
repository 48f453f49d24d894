// The site's one Formik field kit, for every form of the site. Kept apart from
// @hikari/shared/ui so that pages without a form (the top page above all)
// never download formik.
export * from './field-ids';
export * from './use-field-error';
export * from './field-error';
export * from './text-field';
export * from './select-field';
export * from './text-area-field';
export * from './checkbox-field';
export * from './choice-group';
export * from './date-parts-field';
export * from './form-behaviour';
export * from './schema-validation';
export * from './submission';
