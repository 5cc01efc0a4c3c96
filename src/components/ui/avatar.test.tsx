import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/render';
import { Avatar } from './avatar';

const parts = (container: HTMLElement) => ({
  fallback: container.querySelector<HTMLElement>('[data-part="fallback"]')!,
  image: container.querySelector<HTMLImageElement>('img[data-part="image"]'),
});

describe('Avatar', () => {
  it('shows initials until the picture has loaded, then the picture alone', () => {
    const { container } = renderWithProviders(<Avatar name="Aoi Tanaka" src="/aoi.png" />);
    const before = parts(container);
    expect(before.fallback).toHaveTextContent('AT');
    expect(before.fallback).toBeVisible();
    expect(before.image).not.toBeVisible();
    fireEvent.load(before.image!);
    const after = parts(container);
    expect(after.image).toBeVisible();
    expect(after.image).toHaveAttribute('alt', 'Aoi Tanaka');
    expect(after.fallback).not.toBeVisible();
  });

  it('keeps the initials when the picture fails, and tries a new picture again', () => {
    const { container, rerender } = renderWithProviders(<Avatar name="Aoi" src="/broken.png" />);
    fireEvent.error(parts(container).image!);
    expect(parts(container).image).toBeNull();
    expect(parts(container).fallback).toHaveTextContent('A');
    expect(parts(container).fallback).toBeVisible();
    rerender(<Avatar name="Aoi" src="/aoi.png" />);
    expect(parts(container).image).toHaveAttribute('src', '/aoi.png');
    fireEvent.load(parts(container).image!);
    expect(parts(container).image).toBeVisible();
  });

  it('draws a person for someone without a name, and passes a label through', () => {
    renderWithProviders(<Avatar role="img" aria-label="Current picture" />);
    const root = screen.getByRole('img', { name: 'Current picture' });
    expect(root.querySelector('svg')).not.toBeNull();
  });
});
