import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { okReply, stubApi } from '@/testing/stub-api';
import { EDITED_BARCODE, makeCategories, makeProductDetail } from '../testing/product-fixtures';
import { ProductEditor } from './product-editor';

const ONE = `/cli/staff/products/${EDITED_BARCODE}`;

function stubEditor(put: Parameters<typeof stubApi>[0][string]) {
  return stubApi({
    'GET /cli/staff/products': okReply([
      { barcode: EDITED_BARCODE, description: 'Savoiardi 400 g', brand: 'Vicenzi', active: true },
    ]),
    [`GET ${ONE}`]: okReply(makeProductDetail()),
    'GET /cli/categories': okReply(makeCategories()),
    [`PUT ${ONE}`]: put,
  });
}

async function openEditor() {
  const user = userEvent.setup();
  renderWithProviders(<ProductEditor />);
  await user.type(screen.getByRole('searchbox', { name: 'EAN o parole del nome' }), 'savoiardi');
  await user.click(screen.getByRole('button', { name: 'Cerca' }));
  await user.click(await screen.findByRole('button', { name: /Savoiardi 400 g/ }));
  const form = await screen.findByRole('form', { name: 'Informazioni di Savoiardi 400 g' });
  return { user, form: within(form) };
}

describe('ProductEditor, the whole master data (issue 31)', () => {
  it('loads the product into the form, categories grouped by department', async () => {
    stubEditor(okReply(makeProductDetail()));
    const { form } = await openEditor();
    expect(form.getByRole('textbox', { name: 'Marca' })).toHaveValue('Vicenzi');
    expect(form.getByRole('spinbutton', { name: 'Quantità netta' })).toHaveValue(400);
    expect(form.getByRole('combobox', { name: 'Unità della quantità netta' })).toHaveValue('G');
    expect(form.getByRole('combobox', { name: 'Aliquota IVA' })).toHaveValue('10');
    expect(form.getByRole('spinbutton', { name: 'Energia (kcal)' })).toHaveValue(390);
    expect(form.getByText('= 1632 kJ')).toBeInTheDocument();
    expect(form.getByRole('spinbutton', { name: 'Fibre (g, facoltative)' })).toHaveValue(null);
    const category = form.getByRole('combobox', { name: 'Categoria' });
    expect(await within(category).findByRole('group', { name: 'Dolci e colazione' })).toBeVisible();
    expect(category).toHaveValue('0301');
    expect(
      within(category)
        .getAllByRole('group')
        .map((g) => g.getAttribute('label')),
    ).toEqual(['Frutta e verdura', 'Dolci e colazione']);
  });

  it('sends the edited nutrition and category as the API takes them', async () => {
    const { callsTo } = stubEditor(okReply(makeProductDetail()));
    const { user, form } = await openEditor();
    await within(form.getByRole('combobox', { name: 'Categoria' })).findByRole('option', {
      name: 'Merendine (0302)',
    });
    await user.selectOptions(form.getByRole('combobox', { name: 'Categoria' }), '0302');
    const energy = form.getByRole('spinbutton', { name: 'Energia (kcal)' });
    await user.clear(energy);
    await user.type(energy, '412.5');
    await user.type(form.getByRole('spinbutton', { name: 'Fibre (g, facoltative)' }), '2.5');
    await user.clear(form.getByRole('spinbutton', { name: 'Quantità massima per ordine (pz)' }));
    await user.type(
      form.getByRole('spinbutton', { name: 'Quantità massima per ordine (pz)' }),
      '6',
    );
    await user.click(form.getByRole('button', { name: 'Salva' }));
    await vi.waitFor(() => expect(callsTo(`PUT ${ONE}`)).toHaveLength(1));
    const { master } = makeProductDetail();
    expect(callsTo(`PUT ${ONE}`)[0]?.body).toEqual({
      ...master,
      categoryId: '0302',
      maxAmount: 6,
      nutrition: { ...master.nutrition, energyKcal: 412.5, fibre: 2.5 },
    });
  });

  it("refuses with the import's schema before sending, the message under the field", async () => {
    const { callsTo } = stubEditor(okReply(makeProductDetail()));
    const { user, form } = await openEditor();
    await user.clear(form.getByRole('spinbutton', { name: 'Energia (kcal)' }));
    await user.selectOptions(form.getByRole('combobox', { name: 'Venduto' }), 'KG');
    await user.clear(form.getByRole('spinbutton', { name: 'Passo (kg)' }));
    await user.type(form.getByRole('spinbutton', { name: 'Passo (kg)' }), '0');
    await user.click(form.getByRole('button', { name: 'Salva' }));
    const energy = form.getByRole('spinbutton', { name: 'Energia (kcal)' });
    expect(energy).toHaveAccessibleDescription('Campo obbligatorio');
    expect(energy).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByRole('spinbutton', { name: 'Passo (kg)' })).toHaveAccessibleDescription(
      /Deve essere maggiore di 0/,
    );
    expect(form.getByText(/Correggi i 2 campi segnalati/)).toHaveAttribute('role', 'alert');
    // The first in the page's order: the step comes before the nutrition.
    await vi.waitFor(() =>
      expect(form.getByRole('spinbutton', { name: 'Passo (kg)' })).toHaveFocus(),
    );
    expect(callsTo(`PUT ${ONE}`)).toHaveLength(0);
  });

  it("shows the server's field error under the field it names", async () => {
    // The envelope of a refused body (4000), as the server's validation answers it.
    stubEditor({
      status: 400,
      body: {
        responseCode: 4000,
        data: null,
        errors: [{ field: 'categoryId', message: "sottocategoria inesistente: '0302'" }],
      },
    });
    const { user, form } = await openEditor();
    await user.click(form.getByRole('button', { name: 'Salva' }));
    const category = form.getByRole('combobox', { name: 'Categoria' });
    await vi.waitFor(() => expect(category).toHaveAccessibleDescription('Categoria inesistente'));
    expect(category).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByRole('textbox', { name: 'Marca' })).not.toHaveAttribute('aria-invalid');
  });
});
