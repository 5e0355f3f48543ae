import { SMART_LIST_CUSTOM_DESCRIPTION_MAX, SmartListItemCreateRequest } from '@spesa/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, isSessionLostError } from '@/shared/api/api-error';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/form/text-field';
import { notify } from '@/shared/ui/notify';
import { useCreateListItem } from '../api/create-list-item';
import styles from './smart-lists.module.css';

export interface CustomItemFormProps {
  userId: string;
  listId: string;
}

/** Spec 3: a CUSTOM line, free text with no product behind it, one unit to start with. */
export function CustomItemForm({ userId, listId }: CustomItemFormProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const create = useCreateListItem(userId);
  const [description, setDescription] = useState('');
  const [invalid, setInvalid] = useState<string | undefined>();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    const parsed = SmartListItemCreateRequest.safeParse({
      id: listId,
      type: 'CUSTOM',
      description,
      amount: 1,
    });
    if (!parsed.success) {
      setInvalid(parsed.error.issues.find((issue) => issue.path[0] === 'description')?.message);
      return;
    }
    setInvalid(undefined);
    // The list's id as the reply gave it (a string, issue 26), not the number the check makes of it.
    create.mutate(
      { ...parsed.data, id: listId },
      {
        onSuccess: () => {
          notify.success(t('smartLists.custom.added', { description: parsed.data.description }));
          setDescription('');
        },
        onError: (error) => {
          if (!isSessionLostError(error))
            notify.error(isApiError(error) ? error.message : String(error));
        },
      },
    );
  }

  return (
    <form className={styles.customForm} aria-labelledby={headingId} onSubmit={onSubmit} noValidate>
      <h3 id={headingId} className={styles.customTitle}>
        {t('smartLists.custom.title')}
      </h3>
      <div className={styles.customRow}>
        <TextField
          label={t('smartLists.custom.description')}
          value={description}
          maxLength={SMART_LIST_CUSTOM_DESCRIPTION_MAX}
          required
          error={invalid}
          className={styles.customField}
          onChange={(event) => setDescription(event.target.value)}
        />
        <Button type="submit" disabled={create.isPending} aria-busy={create.isPending || undefined}>
          {t('smartLists.custom.add')}
        </Button>
      </div>
    </form>
  );
}
