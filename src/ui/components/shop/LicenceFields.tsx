import { observer } from 'mobx-react-lite';
import { scriptFieldName, type ShopChoices } from '../../../application/shop/ShopChoices';
import { LICENCE_CATEGORIES } from '../../../domain/pricing/LicenceCategory';
import { CheckboxField } from '../../forms/CheckboxField';
import { SelectField } from '../../forms/SelectField';
import '../../forms/forms.css';
import './licenceFields.css';

/** Shown while every licence is at 'None': a line must license something. */
export const CHOOSE_LICENCE_HINT =
  'Choose a desktop, web or app licence to see prices and add fonts to your cart.';

/**
 * The three licence dropdowns ('None' leaves a category out) and the script checkboxes. The
 * hint lives in a status region that is always there, so a screen reader announces it when
 * the last licence is set to 'None'.
 */
export const LicenceFields = observer(function LicenceFields({
  choices,
}: {
  choices: ShopChoices;
}) {
  const { shop } = choices;
  return (
    <form className="licence-fields" aria-label="Licences" onSubmit={(e) => e.preventDefault()}>
      <div className="licence-fields__selects">
        {LICENCE_CATEGORIES.map((category) => (
          <SelectField
            key={category}
            form={choices}
            name={category}
            label={shop.licences[category].name}
            placeholder="None"
            options={shop.pricing.tiers[category].map((tier, index) => ({
              value: String(index),
              label: tier.label,
            }))}
          />
        ))}
      </div>
      <p className="licence-fields__hint" role="status">
        {choices.licensesSomething ? '' : CHOOSE_LICENCE_HINT}
      </p>
      {shop.pricing.scripts.length > 0 && (
        <fieldset className="licence-fields__scripts">
          <legend>Extra scripts</legend>
          {shop.pricing.scripts.map((script) => (
            <CheckboxField
              key={script.id}
              form={choices}
              name={scriptFieldName(script.id)}
              label={`${script.name} support`}
            />
          ))}
        </fieldset>
      )}
    </form>
  );
});
