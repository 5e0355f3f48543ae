import type { StaffOrderDetail } from '@spesa/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PickingLine } from './picking-line';
import styles from './picking.module.css';

function Department({
  order,
  department,
  editable,
  handover,
}: {
  order: StaffOrderDetail;
  department: StaffOrderDetail['departments'][number];
  editable: boolean;
  handover: boolean;
}) {
  const titleId = useId();
  return (
    <section className={styles.department} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.departmentTitle}>
        {department.name}
      </h2>
      <ul className={styles.lines}>
        {department.lines.map((line) => (
          <PickingLine
            key={line.id}
            orderId={order.id}
            line={line}
            editable={editable}
            handover={handover}
          />
        ))}
      </ul>
    </section>
  );
}

/** The picking list by department, in the order of the shop's aisles. */
export function PickingList({ order }: { order: StaffOrderDetail }) {
  const { t } = useTranslation();
  const editable = order.status === 'IN_PREPARATION';
  // Issue 30: at pickup or delivery, before the card is charged, a substitute can be refused.
  const handover = order.status === 'TO_BE_COLLECTED' || order.status === 'TO_BE_DELIVERED';
  return (
    <div className={styles.picking}>
      {order.status === 'TO_BE_PREPARED' ? (
        <p className={styles.hint} role="note">
          {t('staff.order.startHint')}
        </p>
      ) : null}
      {order.departments.map((department) => (
        <Department
          key={department.id}
          order={order}
          department={department}
          editable={editable}
          handover={handover}
        />
      ))}
    </div>
  );
}
