"""Builds noto-sans-sc-subset.ttf, the report's CJK font (committed; run again only to change the set).

Source: Debian's fonts-noto-cjk (NotoSansCJK-Regular.ttc, face 2 = Noto Sans CJK SC, SIL OFL 1.1).
Characters: ASCII, Latin-1 (French), GB2312 level 1 (the 3755 common hanzi), CJK punctuation and
full-width forms, and every character of the zh/en/fr locale files of the evaluation results.
The CFF outlines are converted to TrueType (quadratic) outlines, which pdf-lib's fontkit subsets reliably.
Run with Debian's python3 and python3-fonttools:  /usr/bin/python3 make-subset.py
"""
import glob
import json
import os

from fontTools.pens.cu2quPen import Cu2QuPen
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.subset import Options, Subsetter
from fontTools.ttLib import TTCollection, newTable

HERE = os.path.dirname(os.path.abspath(__file__))
# Font units (1000 per em): the usual otf2ttf tolerance, invisible at report sizes.
MAX_ERR = 1.0
ROOT = os.path.abspath(os.path.join(HERE, '../../../../..'))


def chars():
    cs = set(range(0x20, 0x7F)) | set(range(0xA0, 0x180))
    for hi in range(0xB0, 0xD8):
        for lo in range(0xA1, 0xFF):
            try:
                cs.add(ord(bytes([hi, lo]).decode('gb2312')))
            except UnicodeDecodeError:
                pass
    cs |= set(range(0x3000, 0x3020)) | set(range(0xFF01, 0xFF5F)) | {0x2014, 0x2018, 0x2019, 0x201C, 0x201D, 0x2026, 0x00B7, 0x2116}
    for path in glob.glob(os.path.join(ROOT, 'locales/*/evaluation-results.json')):
        with open(path, encoding='utf-8') as f:
            cs |= {ord(c) for c in json.dumps(json.load(f), ensure_ascii=False)}
    return cs


def cff_to_glyf(font):
    order = font.getGlyphOrder()
    glyph_set = font.getGlyphSet()
    glyf = newTable('glyf')
    glyf.glyphOrder = order
    glyf.glyphs = {}
    for name in order:
        pen = TTGlyphPen(glyph_set)
        glyph_set[name].draw(Cu2QuPen(pen, MAX_ERR, reverse_direction=True))
        glyf.glyphs[name] = pen.glyph()
    font['glyf'] = glyf
    font['loca'] = newTable('loca')
    del font['CFF ']
    if 'VORG' in font:
        del font['VORG']
    maxp = font['maxp']
    maxp.tableVersion = 0x00010000
    for attr in ('maxZones', 'maxTwilightPoints', 'maxStorage', 'maxFunctionDefs', 'maxInstructionDefs',
                 'maxStackElements', 'maxSizeOfInstructions', 'maxComponentElements'):
        setattr(maxp, attr, 0)
    maxp.maxZones = 1
    font['head'].indexToLocFormat = 0
    font['head'].glyphDataFormat = 0
    font['post'].formatType = 3.0
    font.sfntVersion = '\x00\x01\x00\x00'


def main():
    font = TTCollection('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc').fonts[2]
    opts = Options()
    opts.layout_features = []
    opts.name_IDs = ['*']
    opts.hinting = False
    opts.notdef_outline = True
    sub = Subsetter(opts)
    sub.populate(unicodes=chars())
    sub.subset(font)
    cff_to_glyf(font)
    out = os.path.join(HERE, 'noto-sans-sc-subset.ttf')
    font.save(out)
    print(out, os.path.getsize(out))


if __name__ == '__main__':
    main()
