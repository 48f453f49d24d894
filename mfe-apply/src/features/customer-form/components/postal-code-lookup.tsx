import { useFormikContext } from 'formik';
import { PostalCodeLookupField, type PostalTownsAnswer } from '../../../components/form';
import { form3Copy as copy } from '../../../content/customer-form-content';
import { lookupPostal, type PostalTown } from '../api';

export interface PostalCodeLookupProps {
  /** Path of the address object in the form, e.g. 'installationInfo'. */
  prefix: string;
}

async function lookupTowns(postalCode: string): Promise<PostalTownsAnswer<PostalTown>> {
  const answer = await lookupPostal(postalCode);
  if (answer.kind !== 'found') return answer;
  // A code of one town is filled from the answer itself.
  return { kind: 'found', towns: answer.answer.towns.length > 1 ? answer.answer.towns : [answer.answer] };
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

  return (
    <PostalCodeLookupField name={`${prefix}.postalCode`} copy={copy} lookup={lookupTowns} onFill={fill} />
  );
}
