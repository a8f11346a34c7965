import { expect } from '@open-wc/testing';
import { switchLayout } from '../../../shared/domain/keyboard-layout.ts';

describe('keyboard layout switch (a query typed in the wrong layout)', () => {
  it("'kfvbyfn' typed on the Latin layout is 'ламинат'", () => {
    expect(switchLayout('kfvbyfn')).to.equal('ламинат');
  });
  it("capitals and the keys of б, ж, ю, ё switch too: 'Ldthm' is 'Дверь', 'j,jb' is 'обои', ';tkn.`' is 'желтюё'", () => {
    expect(switchLayout('Ldthm')).to.equal('Дверь');
    expect(switchLayout('j,jb')).to.equal('обои');
    expect(switchLayout(';tkn.`')).to.equal('желтюё');
  });
  it("Cyrillic typed on the Russian layout for a Latin word switches back: 'пкщру' is 'grohe'", () => {
    expect(switchLayout('пкщру')).to.equal('grohe');
  });
  it('spaces and digits stay', () => {
    expect(switchLayout('rhfcrf 10')).to.equal('краска 10');
  });
  it('nothing to switch: digits only, or both alphabets mixed', () => {
    expect(switchLayout('100007')).to.equal(null);
    expect(switchLayout('ламинат Egger')).to.equal(null);
  });
});
