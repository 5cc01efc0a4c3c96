import { HStack } from '@chakra-ui/react';
import { StatisticsPeriod } from '@/api/generated/model';
import { Button } from '@/components/ui/button';
import { useI18nContext } from '@/i18n/i18n-react';

export interface PeriodPickerProps {
  value: StatisticsPeriod;
  onChange: (period: StatisticsPeriod) => void;
}

/** The period the figures cover: 7, 30 or 90 days, or all time (the contract's StatisticsPeriod). */
export const PeriodPicker = ({ value, onChange }: PeriodPickerProps) => {
  const { LL } = useI18nContext();
  return (
    <HStack role="group" aria-label={LL.statistics.period.label()} gap="1" wrap="wrap" data-testid="period-picker">
      {Object.values(StatisticsPeriod).map((period) => (
        <Button key={period} size="sm" variant={period === value ? 'solid' : 'outline'} color={period === value ? 'primary' : 'neutral'} aria-pressed={period === value} onClick={() => onChange(period)}>
          {LL.statistics.period.options[period]()}
        </Button>
      ))}
    </HStack>
  );
};
