import type { Cart, CartItem, CartLineResult, UpdatedProduct } from '@spesa/contracts';

export function makeCartItem(overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: '1',
    ref: 'REF1',
    barcode: '8001234567890',
    description: 'Pasta di semola 500 g',
    imageUrl: '/images/pasta.jpg',
    categoryId: 'DA',
    categoryName: 'DROGHERIA ALIMENTARE',
    subCategoryName: 'Pasta',
    um: 'PZ',
    amount: 2,
    weight: null,
    umStep: 1,
    maxAmount: 20,
    price: 1.29,
    netPrice: 1.29,
    rowNetPrice: 2.58,
    purchaseUm: 'PZ',
    promotions: [],
    vatConfigurationId: 'IVA4',
    attrib3: null,
    status: 'ok',
    operatorAmount: null,
    operatorTotal: null,
    ...overrides,
  };
}

export function makeCart(overrides: Partial<Cart> = {}): Cart {
  return {
    id: '7',
    status: 'OPEN',
    storeId: '3',
    storeDescription: 'Spesa Bologna Mazzini',
    deliveryMode: 'AT_HOME',
    delivery: {
      storeId: '3',
      addressId: '1',
      addressDescription: 'Via Guglielmo Marconi 12, 40122 Bologna',
      timeSlot: null,
    },
    items: [],
    itemsCount: 0,
    total: 0,
    netTotal: 0,
    feesTotal: 4.9,
    fees: [{ id: 'DELIVERY', description: 'Spese di consegna', value: 4.9 }],
    bags: { count: 0, free: 4, max: 10 },
    totalToPay: 4.9,
    minNetTotal: 0,
    payment: null,
    integrationNotes: null,
    title: null,
    deliveryDate: null,
    deliveryNote: null,
    invoice: false,
    enableProductsReplacement: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** The answer of cart/store or cart/delete for a line of `item`, at `amount`. */
export function makeLineResult(
  cart: Cart,
  item: Pick<CartItem, 'barcode' | 'ref' | 'description' | 'netPrice' | 'um'>,
  amount: number,
): CartLineResult {
  const updatedProduct: UpdatedProduct = {
    barcode: item.barcode,
    ref: item.ref,
    description: item.description,
    netPrice: item.netPrice,
    categoryId: 'DA',
    amount,
    um: item.um,
  };
  return { updatedProduct, cart };
}
