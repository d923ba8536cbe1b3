/**
 * The operation statuses an alert names (spec 000 §3 "Operation statuses used in alerts"): each has a text under
 * `alerts.<status>` in both languages (packages/i18n; apps/web/src/ui/alert-texts.test.ts). Transitions between
 * them are not shown.
 */
export const OPERATION_STATUSES = [
  'all_items_in_sale_queue',
  'data_updated',
  'enter_success',
  'error',
  'error_battle_authorize',
  'error_event_settings',
  'error_generation',
  'error_max_rounds',
  'error_not_enough_funds',
  'error_not_enough_funds_for_battle',
  'error_occurred',
  'error_skin_transfer',
  'error_too_many_rounds',
  'error_item_withdrawal',
  'item_in_sale_queue',
  'item_in_withdrawal_queue',
  'item_in_withdrawal_steam_queue',
  'item_received',
  'item_transfer_canceled',
  'joining_battle',
  'level_generation',
  'preparing_to_dispatch',
  'registration_success',
  'status_not_found',
  'steam_data_saved_successfully',
  'itemType3CreditedToTheBalance',
] as const;

export type OperationStatus = (typeof OPERATION_STATUSES)[number];
