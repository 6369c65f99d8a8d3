import { describe, expect, it } from 'vitest';
import { nameArea, nameDistrict, placeHeading, placeLabel, wardPlace } from './place-name.ts';

describe('wardPlace', () => {
  it('keeps the place a ward is named after', () => {
    expect(wardPlace('Sale Central')).toBe('Sale');
    expect(wardPlace('Timperley North')).toBe('Timperley');
    expect(wardPlace('Hale Barns & Timperley South')).toBe('Hale Barns');
    expect(wardPlace('Stretford and Humphrey Park')).toBe('Stretford');
    expect(wardPlace('Ashton upon Mersey')).toBe('Ashton upon Mersey');
    expect(wardPlace('Sale Moor')).toBe('Sale Moor');
  });
});

describe('nameDistrict', () => {
  // Live postcodes of M33 by ward, as the Trafford ONSPD extract (February 2025) holds them.
  const m33 = {
    district: 'M33',
    postcodes: 2584,
    wards: [
      { name: 'Sale Central', postcodes: 1049 },
      { name: 'Ashton upon Mersey', postcodes: 504 },
      { name: 'Manor', postcodes: 293 },
      { name: 'Sale Moor', postcodes: 280 },
      { name: 'Brooklands', postcodes: 273 },
      { name: 'Broadheath', postcodes: 85 },
      { name: 'Bucklow-St Martins', postcodes: 78 },
      { name: 'Timperley North', postcodes: 22 },
    ],
    authorities: [{ name: 'Trafford', postcodes: 2584 }],
  };

  it('names M33 Sale, Trafford: the place of its largest group of wards', () => {
    const name = nameDistrict(m33);
    expect(name).toMatchObject({ place: 'Sale', within: 'Trafford', rule: 'ward' });
    expect(placeHeading(name, 'M33')).toBe('Sale, Trafford (M33)');
  });

  it('names a district by its authority when its postcodes carry no ward names (WN1, Wigan)', () => {
    const name = nameDistrict({ district: 'WN1', postcodes: 1242, wards: [], authorities: [{ name: 'Wigan', postcodes: 1242 }] });
    expect(placeLabel(name)).toBe('Wigan');
  });

  it('falls back to the postcode area when most postcodes carry neither (M15 holds only its Trafford part)', () => {
    const name = nameDistrict({
      district: 'M15',
      postcodes: 1400,
      wards: [{ name: 'Old Trafford', postcodes: 121 }],
      authorities: [{ name: 'Trafford', postcodes: 172 }],
    });
    expect(name.rule).toBe('postcode-area');
    expect(placeHeading(name, 'M15')).toBe('M15, in the Manchester postcode area');
  });
});

describe('nameArea', () => {
  it('names areas by their post town', () => {
    expect(placeHeading(nameArea('M'), 'M')).toBe('Manchester (M)');
    expect(placeLabel(nameArea('FY'))).toBe('Blackpool');
    expect(placeLabel(nameArea('QQ'))).toBeNull();
  });
});
