/**
 * Spec 5: validation runs on blur. After that first blur a field re-checks as it is typed, so a
 * corrected error vanishes before the shopper reaches the button: removed on the button's
 * mousedown instead, it would shift the button away and swallow the click.
 */
export const stepFormMode = 'onTouched' as const;
