#!/usr/bin/python3
"""Makes the font the mock's invoice PDFs embed: Noto Sans CJK SC Regular cut down to every CJK
ideograph it has (the unified ideographs, extension A, the compatibility ideographs and the
extension B and later ones it covers: about 30,000, so a name with a rare character such as
镕, 喆, 堃 or 𠮷 prints), the symbols of GB 2312, printable ASCII and the invoice's symbols, with
TrueType outlines. Each PDF embeds only the glyphs it uses (pdf-lib subsets it again).

Why TrueType: pdf-lib's font subsetter (fontkit) writes broken CID-keyed CFF subsets, and its
TrueType subsetter needs every glyph's data to be a multiple of 4 bytes long (it may write short
`loca` offsets, which count 2-byte words), so glyph data is padded to 4 bytes.

Run once, with Debian's fonts-noto-cjk and python3-fonttools installed, from the project root:
    /usr/bin/python3 scripts/invoice-font.py
It writes mock/domains/invoice/pdf/invoice-sans-sc.ttf; the font keeps the SIL Open Font License
(OFL.txt beside it) and takes a name of its own, as the licence asks of modified versions.
"""
import sys
from pathlib import Path

from fontTools.pens.cu2quPen import Cu2QuPen
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.subset import Options, Subsetter
from fontTools.ttLib import TTCollection, newTable
from fontTools.ttLib.tables._g_l_y_f import table__g_l_y_f

SOURCE = Path('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc')
SOURCE_NAME = 'Noto Sans CJK SC'
TARGET = Path(__file__).resolve().parent.parent / 'mock/domains/invoice/pdf/invoice-sans-sc.ttf'
FAMILY = 'Trading Invoice Sans SC'
POSTSCRIPT = 'TradingInvoiceSansSC-Regular'
# Symbols an invoice prints that GB 2312 lacks or that its full-width forms stand in for.
EXTRA = '¥￥⊗×·—–“”‘’…（）：；，。、％'


def gb2312() -> set[str]:
    chars = set()
    for high in range(0xA1, 0xF8):
        for low in range(0xA1, 0xFF):
            try:
                chars.add(bytes([high, low]).decode('gb2312'))
            except UnicodeDecodeError:
                pass
    return chars


# The CJK ideograph blocks: unified (URO), extension A, compatibility, extension B and later.
IDEOGRAPHS = ((0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF), (0x20000, 0x3FFFF))


def ideographs(font) -> set[str]:
    return {chr(code) for code in font.getBestCmap()
            if any(start <= code <= end for start, end in IDEOGRAPHS)}


def to_truetype(font) -> None:
    """CFF outlines → quadratic TrueType outlines (glyf/loca), the rest of the font unchanged."""
    order = font.getGlyphOrder()
    glyphs = font.getGlyphSet()
    glyf = newTable('glyf')
    glyf.glyphOrder = order
    glyf.glyphs = {}
    for name in order:
        pen = TTGlyphPen(glyphs)
        glyphs[name].draw(Cu2QuPen(pen, 1.0, reverse_direction=True))
        glyf[name] = pen.glyph()
    font['glyf'] = glyf
    font['loca'] = newTable('loca')
    maxp = newTable('maxp')
    maxp.tableVersion = 0x00010000
    for field in ('maxZones',):
        setattr(maxp, field, 1)
    for field in ('maxTwilightPoints', 'maxStorage', 'maxFunctionDefs', 'maxInstructionDefs',
                  'maxStackElements', 'maxSizeOfInstructions', 'maxComponentElements'):
        setattr(maxp, field, 0)
    font['maxp'] = maxp
    post = font['post']
    post.formatType = 2.0
    post.extraNames = []
    post.mapping = {}
    post.glyphOrder = order
    for table in ('CFF ', 'VORG'):
        if table in font:
            del font[table]
    font.sfntVersion = '\x00\x01\x00\x00'
    font['head'].glyphDataFormat = 0


def rename(font) -> None:
    """The family takes a name of its own; copyright, licence and trademark notices stay."""
    names = font['name']
    for record in list(names.names):
        if record.nameID in (1, 4, 16):
            names.setName(FAMILY, record.nameID, record.platformID, record.platEncID, record.langID)
        elif record.nameID == 2:
            names.setName('Regular', 2, record.platformID, record.platEncID, record.langID)
        elif record.nameID == 6:
            names.setName(POSTSCRIPT, 6, record.platformID, record.platEncID, record.langID)
        elif record.nameID == 3:
            names.setName(f'{POSTSCRIPT};derived from {SOURCE_NAME} 2.004', 3,
                          record.platformID, record.platEncID, record.langID)
    names.names = [record for record in names.names if record.nameID not in (17, 18, 21, 22)]


def main() -> int:
    fonts = [font for font in TTCollection(SOURCE).fonts
             if font['name'].getDebugName(4) == SOURCE_NAME]
    if not fonts:
        print(f'{SOURCE_NAME} is not in {SOURCE}', file=sys.stderr)
        return 1
    font = fonts[0]
    options = Options()
    options.layout_features = []
    options.hinting = False
    options.desubroutinize = True
    options.notdef_outline = True
    options.name_IDs = ['*']
    options.name_languages = ['*']
    subsetter = Subsetter(options)
    text = gb2312() | ideographs(font) | {chr(code) for code in range(0x20, 0x7F)} | set(EXTRA)
    subsetter.populate(text=''.join(sorted(text)))
    subsetter.subset(font)
    to_truetype(font)
    rename(font)
    table__g_l_y_f.padding = 4
    font.save(TARGET)
    print(f'{TARGET}: {len(text)} characters, {TARGET.stat().st_size} bytes')
    return 0


if __name__ == '__main__':
    sys.exit(main())
