import type {
  StaffOrderDetail,
  StaffOrderLine,
  StaffOrderQueue,
  StaffQueueOrder,
  StaffSession,
} from '@spesa/contracts';

export function makeStaffSession(overrides: Partial<StaffSession> = {}): StaffSession {
  return {
    id: '1',
    email: 'operatore@spesa.it',
    firstName: 'Paolo',
    lastName: 'Rossi',
    role: 'OPERATOR',
    stores: [
      { id: '3', name: 'Spesa Bologna Mazzini' },
      { id: '4', name: 'Spesa Modena Centro' },
    ],
    ...overrides,
  };
}

export function makeQueueOrder(overrides: Partial<StaffQueueOrder> = {}): StaffQueueOrder {
  return {
    id: '11',
    code: 1011,
    status: 'TO_BE_PREPARED',
    deliveryMode: 'AT_HOME',
    deliveryDate: '2026-11-25',
    slotId: '21',
    validFrom: '09:00',
    validTo: '11:00',
    customerName: 'Marta Verdi',
    customerPhone: '3471234567',
    addressDescription: 'Via Zamboni 33, 40126 Bologna',
    notes: 'Citofono Verdi',
    integrationNotes: null,
    enableProductsReplacement: true,
    paymentMode: 'ONLINE_CARD',
    itemsCount: 3,
    linesCount: 2,
    totalToPay: 12.4,
    ...overrides,
  };
}

export function makeQueue(overrides: Partial<StaffOrderQueue> = {}): StaffOrderQueue {
  return {
    storeId: '3',
    date: '2026-11-25',
    slots: [
      {
        slotId: '21',
        mode: 'AT_HOME',
        validFrom: '09:00',
        validTo: '11:00',
        total: 1,
        statuses: [{ status: 'TO_BE_PREPARED', count: 1 }],
      },
      {
        slotId: '22',
        mode: 'AT_HOME',
        validFrom: '11:00',
        validTo: '13:00',
        total: 1,
        statuses: [{ status: 'IN_PREPARATION', count: 1 }],
      },
    ],
    statuses: [
      { status: 'TO_BE_PREPARED', count: 1 },
      { status: 'IN_PREPARATION', count: 1 },
    ],
    orders: [
      makeQueueOrder(),
      makeQueueOrder({
        id: '12',
        code: 1012,
        slotId: '22',
        validFrom: '11:00',
        validTo: '13:00',
        status: 'IN_PREPARATION',
        customerName: 'Luca Bianchi',
        notes: null,
        enableProductsReplacement: false,
      }),
    ],
    ...overrides,
  };
}

export function makeLine(overrides: Partial<StaffOrderLine> = {}): StaffOrderLine {
  return {
    id: '101',
    barcode: '2000000000015',
    ref: 'MEL',
    description: 'Melanzane',
    imageUrl: '/cli/images/products/2000000000015.webp',
    um: 'KG',
    umStep: 0.25,
    netPrice: 2.9,
    amount: 0.5,
    rowNetPrice: 1.45,
    pickStatus: null,
    operatorAmount: null,
    operatorTotal: null,
    substitute: null,
    substitution: { choice: 'SIMILAR', barcode: null, description: null },
    ...overrides,
  };
}

export function makeStaffOrder(overrides: Partial<StaffOrderDetail> = {}): StaffOrderDetail {
  return {
    ...makeQueueOrder(),
    status: 'IN_PREPARATION',
    storeId: '3',
    storeName: 'Spesa Bologna Mazzini',
    contactEmail: 'marta@example.it',
    loyaltyCard: null,
    invoice: false,
    departments: [
      { id: 'OR', name: 'ORTOFRUTTA', lines: [makeLine()] },
      {
        id: 'DA',
        name: 'DROGHERIA ALIMENTARE',
        lines: [
          makeLine({
            id: '102',
            barcode: '8001234567890',
            description: 'Pasta di semola 500 g',
            um: 'PZ',
            umStep: 1,
            netPrice: 1.29,
            amount: 2,
            rowNetPrice: 2.58,
          }),
        ],
      },
    ],
    handledLines: 0,
    operatorCart: { total: 0, netTotal: 0, totalToPay: 0, payed: false, itemsCount: 0 },
    totals: { ordered: 12.4, prepared: null, purchase: null, receipt: null },
    onlinePayment: { status: 'AUTHORISED', authorised: 13.64, captured: null },
    nextStatuses: ['ISSUING_RECEIPT', 'CANCELLED'],
    history: [],
    ...overrides,
  };
}
