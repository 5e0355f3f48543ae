import { z } from 'zod';
import {
  CatalogueImportQuery,
  CatalogueImportReport,
  ClosedDayInput,
  ClosedDaySetup,
  FeaturedProductsInput,
  FeaturedProductsSetup,
  SlotCalendarSetup,
  SlotTemplateInput,
  SlotTemplateSetup,
  SpecialOpeningInput,
  SpecialOpeningSetup,
  StaffItemRequest,
  StaffLoginRequest,
  StaffOrderDetail,
  StaffOrderItemParam,
  StaffOrderParam,
  StaffOrderQueue,
  StaffOrdersQuery,
  StaffSession,
  StaffStatusRequest,
  StaffStoreParam,
  StoreBanner,
  StoreBannerInput,
  StoreBannerParams,
  StoreModeItemParams,
  StoreModeParams,
  StoreSetupParams,
} from '@spesa/contracts';
import type { RouteDoc } from './route-doc';

const calendar = '/cli/staff/stores/:storeId/calendar/:mode';
const staff = (doc: Omit<RouteDoc, 'auth' | 'tag'>, tag = 'Staff'): RouteDoc => ({
  ...doc,
  tag,
  auth: 'staff',
});

/** Store staff: their own cookie (`spesa_staff`), never accepted by a customer endpoint. */
export const staffRoutes: RouteDoc[] = [
  {
    method: 'POST',
    path: '/cli/staff/login',
    tag: 'Staff',
    summary: 'Staff login (sets the staff cookie)',
    auth: 'public',
    body: StaffLoginRequest,
    data: StaffSession,
  },
  staff({ method: 'POST', path: '/cli/staff/logout', summary: 'Staff logout' }),
  staff({
    method: 'GET',
    path: '/cli/staff/session',
    summary: 'The staff session',
    data: StaffSession,
  }),
  staff({
    method: 'GET',
    path: '/cli/staff/stores/:storeId/orders',
    summary: "A store's order queue",
    params: StaffStoreParam,
    query: StaffOrdersQuery,
    data: StaffOrderQueue,
  }),
  staff({
    method: 'GET',
    path: '/cli/staff/orders/:id',
    summary: 'An order to prepare',
    params: StaffOrderParam,
    data: StaffOrderDetail,
  }),
  staff({
    method: 'POST',
    path: '/cli/staff/orders/:id/items/:itemId',
    summary: 'Pick, weigh, substitute or mark a line unavailable',
    params: StaffOrderItemParam,
    body: StaffItemRequest,
    data: StaffOrderDetail,
  }),
  staff({
    method: 'POST',
    path: '/cli/staff/orders/:id/status',
    summary: 'Move an order to its next status',
    params: StaffOrderParam,
    body: StaffStatusRequest,
    data: StaffOrderDetail,
  }),
  staff(
    {
      method: 'POST',
      path: '/cli/staff/stores/:storeId/catalogue/import',
      summary: "Import the store's prices, offers and availability (CSV body)",
      params: StoreSetupParams,
      query: CatalogueImportQuery,
      data: CatalogueImportReport,
      media: 'csv-upload',
    },
    'Store set-up',
  ),
  staff(
    {
      method: 'GET',
      path: calendar,
      summary: 'Slot calendar of a mode',
      params: StoreModeParams,
      data: SlotCalendarSetup,
    },
    'Store set-up',
  ),
  staff(
    {
      method: 'POST',
      path: `${calendar}/templates`,
      summary: 'Add a slot template',
      params: StoreModeParams,
      body: SlotTemplateInput,
      data: SlotTemplateSetup,
    },
    'Store set-up',
  ),
  staff(
    {
      method: 'PUT',
      path: `${calendar}/templates/:id`,
      summary: 'Change a slot template',
      params: StoreModeItemParams,
      body: SlotTemplateInput,
      data: SlotTemplateSetup,
    },
    'Store set-up',
  ),
  staff(
    {
      method: 'DELETE',
      path: `${calendar}/templates/:id`,
      summary: 'Delete a slot template',
      params: StoreModeItemParams,
    },
    'Store set-up',
  ),
  staff(
    {
      method: 'POST',
      path: `${calendar}/closures`,
      summary: 'Add a closed day',
      params: StoreModeParams,
      body: ClosedDayInput,
      data: ClosedDaySetup,
    },
    'Store set-up',
  ),
  staff(
    {
      method: 'DELETE',
      path: `${calendar}/closures/:id`,
      summary: 'Delete a closed day',
      params: StoreModeItemParams,
    },
    'Store set-up',
  ),
  staff(
    {
      method: 'POST',
      path: `${calendar}/openings`,
      summary: 'Add a special opening',
      params: StoreModeParams,
      body: SpecialOpeningInput,
      data: SpecialOpeningSetup,
    },
    'Store set-up',
  ),
  staff(
    {
      method: 'PUT',
      path: `${calendar}/openings/:id`,
      summary: 'Change a special opening',
      params: StoreModeItemParams,
      body: SpecialOpeningInput,
      data: SpecialOpeningSetup,
    },
    'Store set-up',
  ),
  staff(
    {
      method: 'DELETE',
      path: `${calendar}/openings/:id`,
      summary: 'Delete a special opening',
      params: StoreModeItemParams,
    },
    'Store set-up',
  ),
  staff(
    {
      method: 'GET',
      path: '/cli/staff/stores/:storeId/banners',
      summary: "The store's banners",
      params: StoreSetupParams,
      data: z.array(StoreBanner),
    },
    'Store set-up',
  ),
  staff(
    {
      method: 'POST',
      path: '/cli/staff/stores/:storeId/banners',
      summary: 'Add a banner',
      params: StoreSetupParams,
      body: StoreBannerInput,
      data: StoreBanner,
    },
    'Store set-up',
  ),
  staff(
    {
      method: 'DELETE',
      path: '/cli/staff/stores/:storeId/banners/:id',
      summary: 'Delete a banner',
      params: StoreBannerParams,
    },
    'Store set-up',
  ),
  staff(
    {
      method: 'GET',
      path: '/cli/staff/stores/:storeId/featured',
      summary: "The store's featured list",
      params: StoreSetupParams,
      data: FeaturedProductsSetup,
    },
    'Store set-up',
  ),
  staff(
    {
      method: 'PUT',
      path: '/cli/staff/stores/:storeId/featured',
      summary: "Set the store's featured list",
      params: StoreSetupParams,
      body: FeaturedProductsInput,
      data: FeaturedProductsSetup,
    },
    'Store set-up',
  ),
  staff(
    {
      method: 'PUT',
      path: '/cli/staff/featured',
      summary: "Set the chain's featured list (administrator)",
      body: FeaturedProductsInput,
      data: FeaturedProductsSetup,
    },
    'Store set-up',
  ),
];
