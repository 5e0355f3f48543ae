import type { Category } from '@spesa/contracts';
import { useTranslation } from 'react-i18next';
import { useProductCategories } from '../api/product-categories';
import type { ControlProps } from './product-field';

const byOrder = (a: Category, b: Category) => a.order - b.order;

/**
 * The subcategory a product belongs to, grouped by department. Until the tree arrives (or if
 * it fails) the product's own id stays selectable, so the form can still be saved.
 */
export function CategorySelect({
  control,
  value,
  onChange,
}: {
  control: ControlProps;
  value: string;
  onChange: (id: string) => void;
}) {
  const { t } = useTranslation();
  const categories = useProductCategories();
  const departments = [...(categories.data ?? [])].sort(byOrder);
  const known = departments.some((d) => d.items.some((s) => s.id === value));
  return (
    <select
      {...control}
      value={value}
      aria-busy={categories.isPending || undefined}
      onChange={(e) => onChange(e.target.value)}
    >
      {known ? null : <option value={value}>{value || t('staff.products.chooseCategory')}</option>}
      {departments.map((d) => (
        <optgroup key={d.id} label={d.description}>
          {[...d.items].sort(byOrder).map((s) => (
            <option key={s.id} value={s.id}>
              {s.description} ({s.id})
            </option>
          ))}
        </optgroup>
      ))}
    </select>
  );
}
