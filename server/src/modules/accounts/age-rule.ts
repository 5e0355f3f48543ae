import { isAdult, romeToday } from '@spesa/contracts';
import { AppError } from '../../http/app-error';

/** The age rule of signup (code 28), also for a birth date a profile gives later. */
export function assertAdult(birthDate: string): void {
  if (!isAdult(birthDate, romeToday())) throw new AppError('UNDERAGE');
}
