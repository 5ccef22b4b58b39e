import { assemblePartnerConfig, type PartnerConfig } from '@admit/engine';
import { compileFormModel } from '@admit/node-types';
import { describe, expect, it } from 'vitest';
import { checkThemeColors, readPartnerFolder } from '../../src/index.ts';
import { BASE_DIR } from '../corpus/broken-folder-files.ts';

const { files } = await readPartnerFolder(BASE_DIR);
const withPrimaryMain = (main: string): PartnerConfig => {
  const { config } = assemblePartnerConfig(structuredClone(files));
  config.partner.theme.colors.primary.main = main;
  return config;
};
const problems = (main: string) => {
  const config = withPrimaryMain(main);
  return checkThemeColors(config, compileFormModel(config), {});
};

describe('checkThemeColors', () => {
  it.each([
    '#1a5276',
    '#fff',
    '#1a527680',
    'rgb(26, 82, 118)',
    'rgba(0,0,0,0.5)',
    'hsl(200, 60%, 30%)',
  ])('accepts %s', (value) => {
    expect(problems(value)).toEqual([]);
  });

  it.each(['navy', 'transparent', '#12345', '#1234567', '#gggggg', 'rgb(1 2 3)', ' #fff', ''])(
    'rejects %j, which MUI cannot read',
    (value) => {
      expect(problems(value)).toEqual([
        {
          severity: 'error',
          pointer: '/partner/theme/colors/primary/main',
          message: `${JSON.stringify(value)} is not a colour MUI can read: write #rrggbb, #rgb, rgb(), rgba(), hsl(), hsla() or color()`,
          rule: 'theme-color',
        },
      ]);
    },
  );
});
