import { object, Schema, string, ValidationError } from 'yup';
import { areaSearchSchema } from './area-search-schema';
import { lazySchema } from './lazy-schema';

describe('lazySchema', () => {
  it('builds nothing until the schema is used, then builds it once', async () => {
    const build = jest.fn(() => object({ name: string().required('お名前を入力してください') }));
    const schema = lazySchema(build);
    expect(build).not.toHaveBeenCalled();
    await expect(schema.validate({ name: '山田' })).resolves.toEqual({ name: '山田' });
    await expect(schema.validate({})).rejects.toThrow('お名前を入力してください');
    expect(schema.isValidSync({ name: '' })).toBe(false);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('acts as the schema inside yup: a field of an object, concat, shape, instanceof', async () => {
    const name = lazySchema(() => string().required('お名前を入力してください'));
    const person = object({ name });
    await expect(person.validate({ name: '' })).rejects.toBeInstanceOf(ValidationError);
    const withMail = lazySchema(() =>
      person.concat(object({ mail: string().required('メールを入力してください') })),
    );
    await expect(withMail.validate({ name: '山田' })).rejects.toThrow('メールを入力してください');
    expect(withMail.shape({ age: string() }).fields).toHaveProperty('age');
    expect(Object.keys(withMail.fields).sort()).toEqual(['mail', 'name']);
    expect(withMail).toBeInstanceOf(Schema);
  });

  it('keeps the forms’ own schemas whole: the area search still reads full-width input', () => {
    expect(
      areaSearchSchema.cast({ buildingType: 0, postalCode: '１００－０００１' }, { assert: false })
        .postalCode,
    ).toBe('1000001');
  });
});
