import { useFormikContext } from 'formik';
import type { PostalTown } from '@hikari/shared/api';
import { PostalCodeLookupField } from '../../../components/form';
import { form3Copy as copy } from '../../../content/customer-form-content';

export interface PostalCodeLookupProps {
  /** Path of the address object in the form, e.g. 'installationInfo'. */
  prefix: string;
}

/**
 * The postal code with a button that fills prefecture, city and town (and
 * their kana) from GET /postal/{zipcode}; a code shared by several towns
 * lets the visitor pick one.
 */
export function PostalCodeLookup({ prefix }: PostalCodeLookupProps) {
  const { setFieldValue } = useFormikContext<Record<string, Record<string, string>>>();

  const fill = (town: PostalTown) => {
    void setFieldValue(`${prefix}.state`, town.prefecture, false);
    void setFieldValue(`${prefix}.city`, town.city, false);
    void setFieldValue(`${prefix}.town`, town.town, false);
    void setFieldValue(`${prefix}.stateKana`, town.prefectureKana ?? '', false);
    void setFieldValue(`${prefix}.cityKana`, town.cityKana ?? '', true);
  };

  return <PostalCodeLookupField name={`${prefix}.postalCode`} copy={copy} onFill={fill} />;
}
