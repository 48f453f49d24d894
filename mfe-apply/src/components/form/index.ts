// Formik controls of the application steps, alongside the shared TextField.
export * from './field-ids';
export * from './use-field-error';
export * from './field-error';
export * from './choice-group';
export * from './checkbox-field';
export * from './select-field';
export * from './text-area-field';
export * from './postal-code-lookup-field';
export * from './date-parts-field';
export * from './form-behaviour';
export * from './name-fieldset';
export * from './contact-details-fieldset';
