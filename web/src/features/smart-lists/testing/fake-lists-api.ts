import {
  defaultCopyTitle,
  type SmartList,
  type SmartListItem,
  type SmartListItemCreateRequest,
} from '@spesa/contracts';
import { defaultWebConfiguration } from '@/shared/config/web-configuration';
import { codeReply, okReply, stubApi, type StubCall, type StubReply } from '@/testing/stub-api';

export function makeListItem(overrides: Partial<SmartListItem> = {}): SmartListItem {
  const itemId = overrides.itemId ?? overrides.id ?? '1';
  return {
    id: itemId,
    itemId,
    type: 'PRODUCT',
    barcode: '8001234567890',
    description: 'Pasta di semola 500 g',
    imageUrl: '/images/pasta.jpg',
    amount: 1,
    um: 'PZ',
    umStep: 1,
    maxAmount: 20,
    ...overrides,
  };
}

export function makeList(overrides: Partial<SmartList> = {}): SmartList {
  const items = overrides.items ?? [];
  return { id: '1', title: 'Spesa settimanale', itemCount: items.length, items, ...overrides };
}

export function configurationReply(smartLists: boolean): StubReply {
  return okReply({
    ...defaultWebConfiguration,
    features: { ...defaultWebConfiguration.features, smartLists },
  });
}

/** The server's product lines for barcodes the tests add. */
const catalogue: Record<string, Pick<SmartListItem, 'description' | 'imageUrl'>> = {
  '8001234567890': { description: 'Pasta di semola 500 g', imageUrl: '/images/pasta.jpg' },
  '8009876543210': { description: 'Latte intero 1 l', imageUrl: '/images/latte.jpg' },
};

/**
 * An in-memory /cli/slists server: lists and lines change as the real one does (the last list
 * cannot go: 2035; a product added again adds to its line), so screens are tested on flows.
 */
export function fakeListsApi(initial: SmartList[], extra: Parameters<typeof stubApi>[0] = {}) {
  let lists = initial.map((list) => ({ ...list, items: [...list.items] }));
  let nextId = 100;
  const counted = (list: SmartList): SmartList => ({ ...list, itemCount: list.items.length });
  const summaries = () =>
    lists.map(({ id, title, items }) => ({ id, title, itemCount: items.length }));
  const find = (id: unknown) => lists.find((list) => list.id === id);
  const answer = (list: SmartList | undefined) =>
    list ? okReply(counted(list)) : codeReply(4000, null);
  const body = <T>(call: StubCall) => call.body as T;

  function addItem(call: StubCall) {
    const req = body<SmartListItemCreateRequest>(call);
    const list = find(req.id);
    if (!list) return answer(list);
    const same = list.items.find((item) => item.barcode && item.barcode === req.barcode);
    if (same) same.amount += req.amount;
    else
      list.items.push(
        makeListItem({
          itemId: String(nextId++),
          type: req.type ?? 'PRODUCT',
          barcode: req.barcode ?? null,
          amount: req.amount,
          ...(req.barcode
            ? catalogue[req.barcode]
            : { description: req.description ?? '', imageUrl: null }),
        }),
      );
    return answer(list);
  }

  // Looked up at call time, so each new list gets its detail route when it is made.
  const routes: Parameters<typeof stubApi>[0] = {};
  const keep = (list: SmartList) => {
    lists.push(list);
    routes[`GET /cli/slists/${list.id}`] = () => answer(find(list.id));
    return answer(list);
  };

  Object.assign(routes, {
    'GET /cli/configuration/web': configurationReply(true),
    'GET /cli/slists': () => okReply(summaries()),
    'POST /cli/slists/create': (call: StubCall) =>
      keep(makeList({ id: String(nextId++), title: body<{ title: string }>(call).title })),
    'POST /cli/slists/rename': (call: StubCall) => {
      const { id, title } = body<{ id: string; title: string }>(call);
      const list = find(id);
      if (list) list.title = title;
      return answer(list);
    },
    'POST /cli/slists/copy': (call: StubCall) => {
      const { id, title } = body<{ id: string; title?: string }>(call);
      const source = find(id);
      if (!source) return answer(source);
      return keep(
        makeList({
          id: String(nextId++),
          title: title ?? defaultCopyTitle(source.title),
          items: source.items.map((item) => ({
            ...item,
            itemId: String(nextId),
            id: String(nextId++),
          })),
        }),
      );
    },
    'POST /cli/slists/delete': (call: StubCall) => {
      const { id } = body<{ id: string }>(call);
      if (lists.length === 1)
        return {
          status: 200,
          body: { responseCode: 2035, message: "Non puoi eliminare l'ultima lista della spesa" },
        };
      lists = lists.filter((list) => list.id !== id);
      return okReply(summaries());
    },
    'POST /cli/slists/items/create': addItem,
    'POST /cli/slists/items/update': (call: StubCall) => {
      const { id, itemId, amount } = body<{ id: string; itemId: string; amount: number }>(call);
      const list = find(id);
      const item = list?.items.find((line) => line.itemId === itemId);
      if (item) item.amount = amount;
      return answer(list);
    },
    'POST /cli/slists/items/delete': (call: StubCall) => {
      const { id, itemId } = body<{ id: string; itemId: string }>(call);
      const list = find(id);
      if (list) list.items = list.items.filter((line) => line.itemId !== itemId);
      return answer(list);
    },
    ...extra,
  });
  const initialLists = lists;
  lists = [];
  initialLists.forEach(keep);
  return { ...stubApi(routes), lists: () => lists };
}
