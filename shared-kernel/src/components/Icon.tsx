import type { LucideIcon } from 'lucide-react';

export type IconComponent = LucideIcon;

export interface IconProps {
  /** One icon, imported on its own: `import Menu from 'lucide-react/icons/menu'`. */
  icon: IconComponent;
  /** Accessible name; without one the icon is decorative and hidden from assistive technology. */
  label?: string;
  size?: number;
  className?: string;
}

/**
 * An icon of the portal's one icon set (lucide). Icons are imported one by one, so a page only
 * ships the few it draws.
 */
export function Icon({ icon: Glyph, label, size = 20, className }: IconProps) {
  return label ? (
    <Glyph role="img" aria-label={label} width={size} height={size} className={className} />
  ) : (
    <Glyph aria-hidden="true" focusable="false" width={size} height={size} className={className} />
  );
}
