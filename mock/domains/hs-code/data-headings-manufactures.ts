import type { HsHeadingRow } from './data-types';

/**
 * SAMPLE DATA — headings of chapters 64–97 of China's customs tariff that hold the sample codes of
 * `data-codes-metals-and-goods.ts` and `data-codes-machinery.ts`, with their declaration elements (申报要素) in Chinese and English in the same
 * order. Names and elements follow the tariff and the customs declaration specification
 * (《进出口税则商品及品目注释》/《规范申报目录》) as we know them; a sample, not the whole tariff.
 */

/** The elements almost every heading ends with: brand type, export preference, brand, model. */
const TAIL = '品牌类型;出口享惠情况;品牌;型号';
const TAIL_EN = 'Brand type;Export preference;Brand;Model';

const el = (zh: string, en: string): [string, string] => [`${zh};${TAIL}`, `${en};${TAIL_EN}`];

const GOODS = el('品名;用途;材质', 'Name;Use;Material');
const FOOTWEAR: [string, string] = [
  '品名;品牌类型;出口享惠情况;鞋面材料;外底材料;款式;是否过踝;品牌;货号',
  'Name;Brand type;Export preference;Upper material;Outer sole material;Style;Covering the ankle or not;Brand;Article number',
];
const METAL_ARTICLE = el(
  '品名;用途;材质(钢铁、不锈钢等);加工方法',
  'Name;Use;Material (iron, steel, stainless steel etc.);Processing method',
);
const STEEL: [string, string] = [
  '品名;品牌类型;出口享惠情况;加工方法;截面形状;规格(直径或尺寸);材质及化学成分;牌号',
  'Name;Brand type;Export preference;Processing method;Cross-section shape;Size (diameter or dimensions);Material and chemical composition;Grade',
];
const NONFERROUS: [string, string] = [
  '品名;品牌类型;出口享惠情况;材质(合金或非合金);形状;规格(截面尺寸);牌号',
  'Name;Brand type;Export preference;Material (alloy or not);Shape;Size (cross-section);Grade',
];
const TOOL = el('品名;用途;材质;种类', 'Name;Use;Material;Kind');
const MACHINE = el('品名;用途;功能;原理', 'Name;Use;Function;Working principle');
const APPLIANCE = el('品名;用途;功能;功率;容量或规格', 'Name;Use;Function;Power;Capacity or size');
const ELECTRONIC = el('品名;用途;功能', 'Name;Use;Function');
const COMPONENT = el(
  '品名;用途;功能;规格(电压、功率等)',
  'Name;Use;Function;Rating (voltage, power etc.)',
);
const VEHICLE = el(
  '品名;用途;驱动方式;排气量或电机功率;座位数',
  'Name;Use;Drive;Engine capacity or motor power;Number of seats',
);
const PART = el('品名;用途(适用车型);材质', 'Name;Use (vehicle model it fits);Material');
const INSTRUMENT = el('品名;用途;原理;功能', 'Name;Use;Working principle;Function');
const FURNITURE = el(
  '品名;用途;材质(框架及面料);是否带软垫',
  'Name;Use;Material (frame and cover);Upholstered or not',
);
const TOY = el('品名;用途;材质;是否带动力装置;种类', 'Name;Use;Material;Powered or not;Kind');

export const MANUFACTURE_HEADINGS: readonly HsHeadingRow[] = [
  // 64 Footwear
  [
    '6402',
    '橡胶或塑料制外底及鞋面的其他鞋靴',
    'Other footwear with outer soles and uppers of rubber or plastics',
    ...FOOTWEAR,
  ],
  [
    '6403',
    '橡胶、塑料、皮革或再生皮革制外底，皮革制鞋面的鞋靴',
    'Footwear with outer soles of rubber, plastics, leather or composition leather and uppers of leather',
    ...FOOTWEAR,
  ],
  [
    '6404',
    '橡胶、塑料、皮革或再生皮革制外底，用纺织材料制鞋面的鞋靴',
    'Footwear with outer soles of rubber, plastics, leather or composition leather and uppers of textile materials',
    ...FOOTWEAR,
  ],
  ['6405', '其他鞋靴', 'Other footwear', ...FOOTWEAR],
  [
    '6406',
    '鞋靴零件；活动式鞋内底、跟垫及类似品；护腿、裹腿及类似品',
    'Parts of footwear; removable in-soles, heel cushions and similar articles; gaiters, leggings and similar articles',
    ...GOODS,
  ],
  // 65 Headgear
  [
    '6504',
    '编结的帽类，用任何材料的条带拼制而成',
    'Hats and other headgear, plaited or made by assembling strips of any material',
    ...el('品名;材质;制作方法', 'Name;Material;Manufacturing method'),
  ],
  [
    '6506',
    '其他帽类，不论有无衬里或饰物',
    'Other headgear, whether or not lined or trimmed',
    ...el('品名;用途;材质', 'Name;Use;Material'),
  ],
  // 66 Umbrellas
  [
    '6601',
    '雨伞、阳伞及类似伞（包括手杖伞、庭园用伞及类似伞）',
    'Umbrellas and sun umbrellas (including walking-stick umbrellas, garden umbrellas and similar umbrellas)',
    ...el('品名;用途;伞面材质;是否折叠', 'Name;Use;Canopy material;Folding or not'),
  ],
  [
    '6603',
    '品目6601或6602所列物品的零件及附件',
    'Parts, trimmings and accessories of articles of heading 6601 or 6602',
    ...GOODS,
  ],
  // 67 Artificial flowers, wigs
  [
    '6702',
    '人造花、叶、果实及其零件；用人造花、叶或果实制成的物品',
    'Artificial flowers, foliage and fruit and parts thereof; articles made of artificial flowers, foliage or fruit',
    ...GOODS,
  ],
  [
    '6704',
    '人发、动物毛或纺织材料制的假发、假胡须、假眉毛、假睫毛及类似品；其他品目未列名的人发制品',
    'Wigs, false beards, eyebrows and eyelashes, switches and the like, of human or animal hair or of textile materials; articles of human hair not elsewhere specified or included',
    ...el('品名;材质;种类(整头假发等)', 'Name;Material;Kind (complete wig etc.)'),
  ],
  // 68 Stone, plaster, cement
  [
    '6805',
    '天然或人造研磨料粉或粒，以纺织材料、纸、纸板或其他材料为底的',
    'Natural or artificial abrasive powder or grain, on a base of textile material, of paper, of paperboard or of other materials',
    ...el('品名;用途;底基材料;磨料成分', 'Name;Use;Base material;Abrasive composition'),
  ],
  [
    '6810',
    '水泥、混凝土或人造石制品，不论是否加强',
    'Articles of cement, of concrete or of artificial stone, whether or not reinforced',
    ...el('品名;用途;材质;形状', 'Name;Use;Material;Shape'),
  ],
  // 69 Ceramic products
  [
    '6907',
    '陶瓷贴面砖、铺面砖，包括炉面砖及墙面砖；陶瓷镶嵌砖（马赛克）及类似品',
    'Ceramic flags and paving, hearth or wall tiles; ceramic mosaic cubes and the like',
    ...el('品名;用途;吸水率;规格尺寸;是否上釉', 'Name;Use;Water absorption;Size;Glazed or not'),
  ],
  [
    '6910',
    '陶瓷洗涤槽、脸盆、浴缸、坐便器、小便池及类似的固定卫生设备',
    'Ceramic sinks, wash basins, baths, water closet pans, urinals and similar sanitary fixtures',
    ...el('品名;用途;材质(瓷或陶)', 'Name;Use;Material (porcelain or other ceramic)'),
  ],
  [
    '6911',
    '瓷餐具、厨房器具及其他家用或盥洗用瓷器',
    'Tableware, kitchenware, other household articles and toilet articles, of porcelain or china',
    ...el('品名;用途;材质(骨瓷等)', 'Name;Use;Material (bone china etc.)'),
  ],
  [
    '6912',
    '陶餐具、厨房器具及其他家用或盥洗用陶器',
    'Ceramic tableware, kitchenware, other household articles and toilet articles, other than of porcelain or china',
    ...el('品名;用途;材质', 'Name;Use;Material'),
  ],
  [
    '6913',
    '塑像及其他装饰用陶瓷制品',
    'Statuettes and other ornamental ceramic articles',
    ...el('品名;用途;材质', 'Name;Use;Material'),
  ],
  // 70 Glass
  [
    '7009',
    '玻璃镜（包括后视镜），不论是否镶框',
    'Glass mirrors, whether or not framed, including rear-view mirrors',
    ...el('品名;用途;是否镶框', 'Name;Use;Framed or not'),
  ],
  [
    '7013',
    '玻璃器皿，供餐桌、厨房、盥洗室、办公室、室内装饰或类似用途',
    'Glassware of a kind used for table, kitchen, toilet, office, indoor decoration or similar purposes',
    ...el(
      '品名;用途;材质(铅晶质玻璃等);制作方法',
      'Name;Use;Material (lead crystal etc.);Manufacturing method',
    ),
  ],
  [
    '7018',
    '玻璃珠、仿珍珠、仿宝石或仿半宝石和类似小件玻璃品及其制品',
    'Glass beads, imitation pearls, imitation precious or semi-precious stones and similar glass smallwares, and articles thereof',
    ...GOODS,
  ],
  // 71 Jewellery
  [
    '7117',
    '仿首饰',
    'Imitation jewellery',
    ...el('品名;用途;材质;是否镀贵金属', 'Name;Use;Material;Plated with precious metal or not'),
  ],
  // 72 Iron and steel
  [
    '7213',
    '不规则盘卷的铁或非合金钢的热轧条、杆',
    'Bars and rods, hot-rolled, in irregularly wound coils, of iron or non-alloy steel',
    ...STEEL,
  ],
  [
    '7214',
    '铁或非合金钢的其他条、杆，除锻造、热轧、热拉拔或热挤压外未经进一步加工',
    'Other bars and rods of iron or non-alloy steel, not further worked than forged, hot-rolled, hot-drawn or hot-extruded',
    ...STEEL,
  ],
  ['7217', '铁丝或非合金钢丝', 'Wire of iron or non-alloy steel', ...STEEL],
  // 73 Articles of iron or steel
  [
    '7308',
    '钢铁结构体及其部件；结构体用的已加工钢铁板、杆、角材、型材、异型材、管子及类似品',
    'Structures and parts of structures of iron or steel; plates, rods, angles, shapes, sections, tubes and the like, prepared for use in structures, of iron or steel',
    ...METAL_ARTICLE,
  ],
  [
    '7318',
    '钢铁制的螺钉、螺栓、螺母、方头螺钉、钩头螺钉、铆钉、销、开尾销、垫圈及类似品',
    'Screws, bolts, nuts, coach screws, screw hooks, rivets, cotters, cotter-pins, washers and similar articles, of iron or steel',
    ...el(
      '品名;用途;材质;是否有螺纹;规格(直径及长度);抗拉强度',
      'Name;Use;Material;Threaded or not;Size (diameter and length);Tensile strength',
    ),
  ],
  [
    '7323',
    '餐桌、厨房或其他家用钢铁器具及其零件；钢铁丝绒；擦锅器、洗刷擦光用的块垫、手套及类似品',
    'Table, kitchen or other household articles and parts thereof, of iron or steel; iron or steel wool; pot scourers and scouring or polishing pads, gloves and the like',
    ...METAL_ARTICLE,
  ],
  [
    '7324',
    '钢铁制卫生器具及其零件',
    'Sanitary ware and parts thereof, of iron or steel',
    ...METAL_ARTICLE,
  ],
  ['7326', '钢铁的其他制品', 'Other articles of iron or steel', ...METAL_ARTICLE],
  // 74 Copper
  ['7408', '铜丝', 'Copper wire', ...NONFERROUS],
  [
    '7412',
    '铜管子附件（例如，接头、肘管、管套）',
    'Copper tube or pipe fittings (for example, couplings, elbows, sleeves)',
    ...el('品名;用途;材质(精炼铜或铜合金)', 'Name;Use;Material (refined copper or copper alloy)'),
  ],
  [
    '7418',
    '铜制餐桌、厨房或其他家用器具及其零件；铜制卫生器具及其零件',
    'Table, kitchen or other household articles and parts thereof, of copper; sanitary ware and parts thereof, of copper',
    ...GOODS,
  ],
  // 76 Aluminium
  ['7604', '铝条、杆、型材及异型材', 'Aluminium bars, rods and profiles', ...NONFERROUS],
  [
    '7610',
    '铝制结构体及其部件；结构体用的已加工铝板、杆、型材、异型材、管子及类似品',
    'Aluminium structures and parts of structures; aluminium plates, rods, profiles, tubes and the like, prepared for use in structures',
    ...GOODS,
  ],
  [
    '7615',
    '餐桌、厨房或其他家用铝制器具及其零件；铝制擦锅器、洗刷擦光用的块垫、手套及类似品；铝制卫生器具及其零件',
    'Table, kitchen or other household articles and parts thereof, of aluminium; pot scourers and scouring or polishing pads, gloves and the like, of aluminium; sanitary ware and parts thereof, of aluminium',
    ...GOODS,
  ],
  // 82 Tools, cutlery
  [
    '8201',
    '手工工具：锹、铲、镐、锄、叉及耙；斧子、钩刀及类似砍伐工具；各种修枝剪；镰刀、草刀、树篱剪等农业、园艺或林业用手工工具',
    'Hand tools: spades, shovels, mattocks, picks, hoes, forks and rakes; axes, bill hooks and similar hewing tools; secateurs and pruners of any kind; scythes, sickles, hay knives, hedge shears and other tools used in agriculture, horticulture or forestry',
    ...TOOL,
  ],
  [
    '8203',
    '锉、钳子（包括剪钳）、镊子、白铁剪、切管器、螺栓切头器、打孔冲头及类似手工工具',
    'Files, rasps, pliers (including cutting pliers), pincers, tweezers, metal cutting shears, pipe-cutters, bolt croppers, perforating punches and similar hand tools',
    ...TOOL,
  ],
  [
    '8205',
    '其他品目未列名的手工工具（包括玻璃刀）；喷灯；台钳、夹钳及类似品；砂轮及类似品',
    'Hand tools (including glaziers\u2019 diamonds), not elsewhere specified or included; blow lamps; vices, clamps and the like; anvils; portable forges; hand- or pedal-operated grinding wheels with frameworks',
    ...TOOL,
  ],
  [
    '8211',
    '有刃口的刀及其刀片，不论是否有锯齿（包括修枝刀），但品目8208的刀除外',
    'Knives with cutting blades, serrated or not (including pruning knives), other than knives of heading 8208, and blades therefor',
    ...el('品名;用途;材质;刀刃是否固定', 'Name;Use;Material;Fixed blade or not'),
  ],
  [
    '8215',
    '匙、叉、长柄勺、漏勺、糕点夹、鱼刀、黄油刀、糖夹及类似的厨房或餐桌用具',
    'Spoons, forks, ladles, skimmers, cake-servers, fish-knives, butter-knives, sugar tongs and similar kitchen or tableware',
    ...el(
      '品名;用途;材质;是否镀贵金属;是否成套',
      'Name;Use;Material;Plated with precious metal or not;In sets or not',
    ),
  ],
  // 83 Miscellaneous articles of base metal
  [
    '8301',
    '贱金属制的挂锁、锁（钥匙锁、数码锁及电动锁）；贱金属制带锁的扣环及扣环框架；上述锁的贱金属制钥匙',
    'Padlocks and locks (key, combination or electrically operated), of base metal; clasps and frames with clasps, incorporating locks, of base metal; keys for any of the foregoing articles, of base metal',
    ...el('品名;用途;材质;种类(挂锁、门锁等)', 'Name;Use;Material;Kind (padlock, door lock etc.)'),
  ],
  [
    '8302',
    '用于家具、门窗、楼梯、百叶窗、车厢、鞍具、衣箱、盒子等的贱金属附件及架座；贱金属制帽架、支架及类似品；带贱金属支架的小脚轮；贱金属制的自动闭门器',
    'Base metal mountings, fittings and similar articles suitable for furniture, doors, staircases, windows, blinds, coachwork, saddlery, trunks, chests, caskets or the like; base metal hat-racks, hat-pegs, brackets and similar fixtures; castors with mountings of base metal; automatic door closers of base metal',
    ...GOODS,
  ],
  // 84 Machinery
  [
    '8414',
    '空气泵或真空泵、空气及其他气体压缩机和风扇；装有风扇的通风罩或循环气罩',
    'Air or vacuum pumps, air or other gas compressors and fans; ventilating or recycling hoods incorporating a fan',
    ...el('品名;用途;功率;安装方式', 'Name;Use;Power;Mounting'),
  ],
  [
    '8415',
    '空气调节器，装有电扇及调温、调湿装置',
    'Air conditioning machines, comprising a motor-driven fan and elements for changing the temperature and humidity',
    ...el(
      '品名;用途;结构(窗式、分体式等);制冷量',
      'Name;Use;Construction (window, split etc.);Cooling capacity',
    ),
  ],
  [
    '8418',
    '电气或非电气的冷藏箱、冷冻箱及其他制冷设备；热泵',
    'Refrigerators, freezers and other refrigerating or freezing equipment, electric or other; heat pumps',
    ...el('品名;用途;种类;容积', 'Name;Use;Kind;Capacity (litres)'),
  ],
  [
    '8422',
    '洗碟机；瓶子及其他容器的洗涤或干燥机器；灌装、封口、包装机器',
    'Dish washing machines; machinery for cleaning or drying bottles or other containers; machinery for filling, closing, sealing, labelling or packing',
    ...MACHINE,
  ],
  [
    '8443',
    '用品目8442的印刷零件进行印刷的机器；其他打印机、复印机及传真机',
    'Printing machinery used for printing by means of plates, cylinders and other printing components of heading 8442; other printers, copying machines and facsimile machines',
    ...el(
      '品名;用途;打印原理;功能;是否可与自动数据处理设备连接',
      'Name;Use;Printing technology;Function;Can connect to a computer or not',
    ),
  ],
  [
    '8450',
    '家用型或洗衣房用洗衣机，包括洗涤干燥两用机',
    'Household- or laundry-type washing machines, including machines which both wash and dry',
    ...el(
      '品名;用途;结构(波轮式、滚筒式);干衣量',
      'Name;Use;Construction (impeller or drum);Dry linen capacity',
    ),
  ],
  [
    '8467',
    '手提式风动、液压或装有电动或非电动动力装置的工具',
    'Tools for working in the hand, pneumatic, hydraulic or with self-contained electric or non-electric motor',
    ...el('品名;用途;动力类型;功率', 'Name;Use;Power source;Power'),
  ],
  [
    '8471',
    '自动数据处理设备及其部件；磁性或光学阅读机；将数据以代码形式转录到数据记录媒体的机器及处理这些数据的机器',
    'Automatic data processing machines and units thereof; magnetic or optical readers, machines for transcribing data onto data media in coded form and machines for processing such data',
    ...el(
      '品名;用途;功能;重量;CPU型号;硬盘容量',
      'Name;Use;Function;Weight;CPU model;Storage capacity',
    ),
  ],
  [
    '8481',
    '用于管道、锅炉、罐、桶或类似品的龙头、旋塞、阀门及类似装置',
    'Taps, cocks, valves and similar appliances for pipes, boiler shells, tanks, vats or the like',
    ...el(
      '品名;用途;原理;材质;接口管径',
      'Name;Use;Working principle;Material;Connection diameter',
    ),
  ],
  [
    '8482',
    '滚珠轴承及滚子轴承',
    'Ball or roller bearings',
    ...el('品名;用途;种类;外径;内径', 'Name;Use;Kind;Outer diameter;Inner diameter'),
  ],
  // 85 Electrical machinery
  [
    '8501',
    '电动机及发电机（不包括发电机组）',
    'Electric motors and generators (excluding generating sets)',
    ...COMPONENT,
  ],
  [
    '8502',
    '发电机组及旋转式变流机',
    'Electric generating sets and rotary converters',
    ...el('品名;用途;动力类型;额定输出功率', 'Name;Use;Drive;Rated output'),
  ],
  [
    '8504',
    '变压器、静止式变流器（例如，整流器）及电感器',
    'Electrical transformers, static converters (for example, rectifiers) and inductors',
    ...COMPONENT,
  ],
  [
    '8507',
    '蓄电池，包括隔板，不论是否矩形（包括正方形）',
    'Electric accumulators, including separators therefor, whether or not rectangular (including square)',
    ...el(
      '品名;用途;种类(锂离子等);电压;容量',
      'Name;Use;Kind (lithium-ion etc.);Voltage;Capacity',
    ),
  ],
  ['8508', '真空吸尘器', 'Vacuum cleaners', ...APPLIANCE],
  [
    '8510',
    '电动剃须刀、电动毛发推剪及电动脱毛器',
    'Shavers, hair clippers and hair-removing appliances, with self-contained electric motor',
    ...APPLIANCE,
  ],
  [
    '8516',
    '电热的快速热水器、储存式热水器、浸入式液体加热器；电气空间加热器及土壤加热器；电热的理发器具及干手器；电熨斗；其他家用电热器具；加热电阻器',
    'Electric instantaneous or storage water heaters and immersion heaters; electric space heating apparatus and soil heating apparatus; electro-thermic hair-dressing apparatus and hand dryers; electric smoothing irons; other electro-thermic appliances of a kind used for domestic purposes; electric heating resistors',
    ...APPLIANCE,
  ],
  [
    '8517',
    '电话机，包括用于蜂窝网络或其他无线网络的智能手机及其他电话机；其他发送或接收声音、图像或其他数据的设备',
    'Telephone sets, including smartphones and other telephones for cellular networks or for other wireless networks; other apparatus for the transmission or reception of voice, images or other data',
    ...ELECTRONIC,
  ],
  [
    '8518',
    '传声器（麦克风）及其座架；扬声器；耳机、耳塞机；音频扩大器；电气扩音机组',
    'Microphones and stands therefor; loudspeakers; headphones and earphones; audio-frequency electric amplifiers; electric sound amplifier sets',
    ...ELECTRONIC,
  ],
  [
    '8523',
    '录制声音或其他信息用的圆盘、磁带、固态非易失性存储器件、"智能卡"及其他媒体，不论是否已录制',
    'Discs, tapes, solid-state non-volatile storage devices, "smart cards" and other media for the recording of sound or of other phenomena, whether or not recorded',
    ...el('品名;用途;种类;是否已录制;存储容量', 'Name;Use;Kind;Recorded or not;Storage capacity'),
  ],
  [
    '8528',
    '监视器及投影机，但不带电视接收装置；电视接收装置，不论是否装有无线电收音装置或声音、图像的录制或重放装置',
    'Monitors and projectors, not incorporating television reception apparatus; reception apparatus for television, whether or not incorporating radio-broadcast receivers or sound or video recording or reproducing apparatus',
    ...el(
      '品名;用途;显示方式;屏幕尺寸;分辨率',
      'Name;Use;Display technology;Screen size;Resolution',
    ),
  ],
  [
    '8536',
    '电路的开关、保护或连接用的电气装置，用于电压不超过1000伏的线路',
    'Electrical apparatus for switching or protecting electrical circuits, or for making connections to or in electrical circuits, for a voltage not exceeding 1,000 volts',
    ...COMPONENT,
  ],
  [
    '8539',
    '白炽灯泡、放电灯管；发光二极管（LED）光源',
    'Electric filament or discharge lamps; light-emitting diode (LED) light sources',
    ...COMPONENT,
  ],
  [
    '8541',
    '半导体器件；光敏半导体器件，包括不论是否装在组件内或组装成块的光电池；发光二极管（LED）；已装配的压电晶体',
    'Semiconductor devices; photosensitive semiconductor devices, including photovoltaic cells whether or not assembled in modules or made up into panels; light-emitting diodes (LED); mounted piezo-electric crystals',
    ...el('品名;用途;种类;功率', 'Name;Use;Kind;Power'),
  ],
  [
    '8542',
    '集成电路',
    'Electronic integrated circuits',
    ...el(
      '品名;用途;种类(处理器、存储器等);是否多元件集成电路',
      'Name;Use;Kind (processor, memory etc.);Multi-component IC or not',
    ),
  ],
  [
    '8544',
    '绝缘电线、电缆及其他绝缘电导体；由每根被覆光纤组成的光缆',
    'Insulated wire, cable and other insulated electric conductors; optical fibre cables, made up of individually sheathed fibres',
    ...el(
      '品名;用途;绝缘材料;额定电压;是否有接头',
      'Name;Use;Insulating material;Rated voltage;Fitted with connectors or not',
    ),
  ],
  // 87 Vehicles
  [
    '8703',
    '主要用于载人的机动车辆（品目8702的货品除外），包括旅行小客车及赛车',
    'Motor cars and other motor vehicles principally designed for the transport of persons (other than those of heading 8702), including station wagons and racing cars',
    ...VEHICLE,
  ],
  [
    '8708',
    '机动车辆的零件、附件，品目8701至8705所列车辆用',
    'Parts and accessories of the motor vehicles of headings 8701 to 8705',
    ...PART,
  ],
  [
    '8711',
    '摩托车（包括机器脚踏两用车）及装有辅助发动机的脚踏车，不论有无边车；边车',
    'Motorcycles (including mopeds) and cycles fitted with an auxiliary motor, with or without side-cars; side-cars',
    ...VEHICLE,
  ],
  [
    '8712',
    '自行车及其他非机动脚踏车（包括运货三轮脚踏车）',
    'Bicycles and other cycles (including delivery tricycles), not motorised',
    ...el(
      '品名;用途;种类(山地、竞赛等);车轮直径',
      'Name;Use;Kind (mountain, racing etc.);Wheel diameter',
    ),
  ],
  [
    '8714',
    '零件及附件，品目8711至8713所列车辆用',
    'Parts and accessories of vehicles of headings 8711 to 8713',
    ...PART,
  ],
  ['8715', '婴孩车及其零件', 'Baby carriages and parts thereof', ...GOODS],
  [
    '8716',
    '挂车及半挂车；其他非机械驱动车辆；及其零件',
    'Trailers and semi-trailers; other vehicles, not mechanically propelled; parts thereof',
    ...GOODS,
  ],
  // 90 Instruments
  [
    '9004',
    '矫正视力、保护眼睛或其他用途的眼镜、挡风镜及类似品',
    'Spectacles, goggles and the like, corrective, protective or other',
    ...el('品名;用途;镜片材质;镜架材质', 'Name;Use;Lens material;Frame material'),
  ],
  [
    '9018',
    '医疗、外科、牙科或兽医用仪器及器具，包括闪烁扫描装置、其他电气医疗装置及视力检查仪器',
    'Instruments and appliances used in medical, surgical, dental or veterinary sciences, including scintigraphic apparatus, other electro-medical apparatus and sight-testing instruments',
    ...INSTRUMENT,
  ],
  [
    '9019',
    '机械疗法器具；按摩器具；心理功能测验装置；臭氧治疗器、氧气治疗器、喷雾治疗器、人工呼吸器或其他治疗用呼吸器具',
    'Mechano-therapy appliances; massage apparatus; psychological aptitude-testing apparatus; ozone therapy, oxygen therapy, aerosol therapy, artificial respiration or other therapeutic respiration apparatus',
    ...INSTRUMENT,
  ],
  [
    '9025',
    '液体比重计及类似的浮子式仪器、温度计、高温计、气压计、湿度计',
    'Hydrometers and similar floating instruments, thermometers, pyrometers, barometers, hygrometers and psychrometers',
    ...INSTRUMENT,
  ],
  [
    '9026',
    '液体或气体的流量、液位、压力或其他变化量的测量或检验仪器及装置',
    'Instruments and apparatus for measuring or checking the flow, level, pressure or other variables of liquids or gases',
    ...INSTRUMENT,
  ],
  [
    '9031',
    '本章其他品目未列名的测量或检验仪器、器具及机器；轮廓投影仪',
    'Measuring or checking instruments, appliances and machines, not specified or included elsewhere in this chapter; profile projectors',
    ...INSTRUMENT,
  ],
  // 91 Clocks and watches
  [
    '9102',
    '手表、怀表及其他表，包括秒表，但品目9101的货品除外',
    'Wrist-watches, pocket-watches and other watches, including stop-watches, other than those of heading 9101',
    ...el('品名;用途;表壳材质;机芯类型;显示方式', 'Name;Use;Case material;Movement;Display'),
  ],
  [
    '9105',
    '其他钟',
    'Other clocks',
    ...el('品名;用途;动力类型;种类', 'Name;Use;Power source;Kind'),
  ],
  // 92 Musical instruments
  [
    '9201',
    '钢琴，包括自动钢琴；拨弦古钢琴及其他键盘弦乐器',
    'Pianos, including automatic pianos; harpsichords and other keyboard stringed instruments',
    ...el('品名;种类', 'Name;Kind'),
  ],
  [
    '9202',
    '其他弦乐器（例如，吉他、小提琴、竖琴）',
    'Other string musical instruments (for example, guitars, violins, harps)',
    ...el('品名;种类', 'Name;Kind'),
  ],
  // 94 Furniture, bedding, lighting
  [
    '9401',
    '坐具（包括能作床用的两用椅，但品目9402的货品除外）及其零件',
    'Seats (other than those of heading 9402), whether or not convertible into beds, and parts thereof',
    ...FURNITURE,
  ],
  ['9403', '其他家具及其零件', 'Other furniture and parts thereof', ...FURNITURE],
  [
    '9404',
    '弹簧床垫；寝具及类似用品（例如，床垫、被子、鸭绒被、靠垫、坐垫及枕头）',
    'Mattress supports; articles of bedding and similar furnishing (for example, mattresses, quilts, eiderdowns, cushions, pouffes and pillows)',
    ...el('品名;用途;材质(面料及填充物)', 'Name;Use;Material (cover and filling)'),
  ],
  [
    '9405',
    '其他品目未列名的灯具及照明装置；发光标志、发光铭牌及类似品；其他品目未列名的这些货品的零件',
    'Luminaires and lighting fittings not elsewhere specified or included; illuminated signs, illuminated name-plates and the like; parts thereof not elsewhere specified or included',
    ...el('品名;用途;光源类型;材质', 'Name;Use;Light source;Material'),
  ],
  ['9406', '活动房屋', 'Prefabricated buildings', ...GOODS],
  // 95 Toys, games, sports
  [
    '9503',
    '三轮车、踏板车、踏板汽车和类似的带轮玩具；玩偶车；玩偶；其他玩具；缩小的模型及类似的娱乐用模型；各种智力玩具',
    "Tricycles, scooters, pedal cars and similar wheeled toys; dolls' carriages; dolls; other toys; reduced-size (scale) models and similar recreational models; puzzles of all kinds",
    ...TOY,
  ],
  [
    '9504',
    '视频游戏控制器及设备、游艺场所、桌上或室内游戏用品，包括弹球机、台球、娱乐专用桌及保龄球自动球道设备',
    'Video game consoles and machines, articles for funfair, table or parlour games, including pintables, billiards, special tables for casino games and automatic bowling equipment',
    ...TOY,
  ],
  [
    '9505',
    '节日（包括狂欢节）用品或其他娱乐用品，包括魔术道具及嬉戏品',
    'Festive, carnival or other entertainment articles, including conjuring tricks and novelty jokes',
    ...GOODS,
  ],
  [
    '9506',
    '一般的体育活动、体操、竞技比赛或其他运动（包括乒乓球运动）或户外游戏用的本章其他品目未列名用品及设备；游泳池或戏水池',
    'Articles and equipment for general physical exercise, gymnastics, athletics, other sports (including table-tennis) or outdoor games, not specified or included elsewhere in this chapter; swimming pools and paddling pools',
    ...GOODS,
  ],
  // 96 Miscellaneous manufactured articles
  [
    '9603',
    '帚、刷（包括作为机器、器具、车辆零件的刷）、非机动的手工操作地板清扫器、拖把及毛掸；油漆块垫及滚筒；橡皮刮板',
    'Brooms, brushes (including brushes constituting parts of machines, appliances or vehicles), hand-operated mechanical floor sweepers, not motorised, mops and feather dusters; paint pads and rollers; squeegees',
    ...GOODS,
  ],
  [
    '9606',
    '纽扣、揿扣、按扣及揿扣、纽扣芯及这些物品的其他零件；纽扣坯',
    'Buttons, press-fasteners, snap-fasteners and press-studs, button moulds and other parts of these articles; button blanks',
    ...GOODS,
  ],
  [
    '9607',
    '拉链及其零件',
    'Slide fasteners and parts thereof',
    ...el('品名;用途;链牙材质', 'Name;Use;Material of the teeth'),
  ],
  [
    '9608',
    '圆珠笔；毡尖和其他渗水式笔尖笔及唛头笔；自来水笔、铁笔型自来水笔和其他钢笔；复写笔；活动铅笔；笔杆、笔夹及类似品',
    'Ball point pens; felt tipped and other porous-tipped pens and markers; fountain pens, stylograph pens and other pens; duplicating stylos; propelling or sliding pencils; pen-holders, pencil-holders and similar holders',
    ...GOODS,
  ],
  [
    '9613',
    '香烟打火机及其他打火器，不论是否机械或电气的，及其零件，但打火石及灯芯除外',
    'Cigarette lighters and other lighters, whether or not mechanical or electrical, and parts thereof other than flints and wicks',
    ...el('品名;用途;种类(一次性、可充气);燃料', 'Name;Use;Kind (disposable or refillable);Fuel'),
  ],
  [
    '9615',
    '梳子、发夹及类似品；发针、卷发夹、卷发器及类似品，但品目8516的货品及其零件除外',
    'Combs, hair-slides and the like; hairpins, curling pins, curling grips, hair-curlers and the like, other than those of heading 8516, and parts thereof',
    ...GOODS,
  ],
];
