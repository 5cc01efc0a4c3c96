import { deferred } from './deferred';
import type { TooltipOverlayProps } from './tooltip-overlay';

// The tooltip code (positioning engine included) loads on the first interaction with the
// page or when its trigger is hovered or focused, not with the first screen.
const DeferredTooltip = deferred(() => import('./tooltip-overlay').then((module) => module.TooltipOverlay), { openOnPress: false });

export interface TooltipProps extends TooltipOverlayProps {
  disabled?: boolean;
}

export const Tooltip = ({ disabled, ...props }: TooltipProps) =>
  disabled ? <>{props.children}</> : <DeferredTooltip {...props} placeholder={props.children} />;
