import type { HsHeadingRow } from './data-types';

// Declaration elements (申报要素): every heading starts with the brand type and the export
// preference status, as the published lists do since 2018.
const T = '品牌类型;出口享惠情况';
const TE = 'Brand type;Export preference status';

const FRESH = `${T};加工方法（鲜、冷藏、冷冻、干制等）;包装规格;品牌;签约日期`;
const FRESH_EN = `${TE};Processing (fresh, chilled, frozen, dried…);Packing specification;Brand;Contract date`;
const FISH = `${T};种类（中文及拉丁学名）;加工方法（冻、鱼片等）;包装规格;品牌;签约日期`;
const FISH_EN = `${TE};Species (Chinese and Latin name);Processing (frozen, fillets…);Packing specification;Brand;Contract date`;
const TEA = `${T};加工方法（未发酵、半发酵、全发酵等）;包装规格;品牌;签约日期`;
const TEA_EN = `${TE};Processing (unfermented, semi-fermented, fermented…);Packing specification;Brand;Contract date`;
const PREP = `${T};原料;加工方法;包装规格;品牌;签约日期`;
const PREP_EN = `${TE};Raw material;Processing method;Packing specification;Brand;Contract date`;
const CHEM = `${T};用途;成分含量;CAS号;品牌;型号`;
const CHEM_EN = `${TE};Use;Composition;CAS number;Brand;Model`;
const DRESS = `${T};用途;成分;是否经药物浸涂;是否零售包装;品牌;型号`;
const DRESS_EN = `${TE};Use;Composition;Whether impregnated with medicinal substances;Whether put up for retail sale;Brand;Model`;
const FERT = `${T};成分含量;包装规格;用途;品牌`;
const FERT_EN = `${TE};Composition;Packing specification;Use;Brand`;
const PAINT = `${T};用途;成分;溶剂（水性或非水性）;品牌;型号`;
const PAINT_EN = `${TE};Use;Composition;Medium (aqueous or non-aqueous);Brand;Model`;
const COSM = `${T};用途;成分;包装规格;品牌;型号`;
const COSM_EN = `${TE};Use;Composition;Packing specification;Brand;Model`;
const POLY = `${T};用途;外观（颗粒、粉末等）;成分含量;品牌;型号`;
const POLY_EN = `${TE};Use;Form (granules, powder…);Composition;Brand;Model`;
const SHEET = `${T};用途;材质;形状（板、片、膜、箔、扁条）;是否有衬背;厚度;品牌;型号`;
const SHEET_EN = `${TE};Use;Material;Form (plate, sheet, film, foil, strip);Whether backed;Thickness;Brand;Model`;
const ART = `${T};用途;材质;品牌;型号`;
const ART_EN = `${TE};Use;Material;Brand;Model`;
const TYRE = `${T};用途;规格尺寸;花纹;负荷指数;速度级别;品牌;型号`;
const TYRE_EN = `${TE};Use;Size;Tread pattern;Load index;Speed rating;Brand;Model`;
const BAG = `${T};外表面材料;种类;品牌;型号`;
const BAG_EN = `${TE};Outer surface material;Kind;Brand;Model`;
const WOOD = `${T};材质（中文及拉丁学名）;用途;规格;品牌;型号`;
const WOOD_EN = `${TE};Wood species (Chinese and Latin name);Use;Size;Brand;Model`;
const PAPER = `${T};用途;材质;规格;品牌;型号`;
const PAPER_EN = `${TE};Use;Material;Size;Brand;Model`;
const YARN = `${T};成分含量;细度;是否精梳;是否供零售用;品牌`;
const YARN_EN = `${TE};Composition;Fineness;Whether combed;Whether put up for retail sale;Brand`;
const FIBRE = `${T};成分含量;规格（长度、细度）;品牌`;
const FIBRE_EN = `${TE};Composition;Size (length, fineness);Brand`;
const FABRIC = `${T};织造方法;成分含量;幅宽;克重;染整方法（漂白、染色、色织、印花）;品牌`;
const FABRIC_EN = `${TE};Weaving method;Composition;Width;Weight per m²;Finish (bleached, dyed, yarn-dyed, printed);Brand`;
const NONWOVEN = `${T};成分含量;每平方米克重;是否浸渍、涂布、包覆或层压;用途;品牌`;
const NONWOVEN_EN = `${TE};Composition;Weight per m²;Whether impregnated, coated, covered or laminated;Use;Brand`;
const ROPE = `${T};材质;用途;规格;品牌`;
const ROPE_EN = `${TE};Material;Use;Size;Brand`;
const CARPET = `${T};材质;制作方法;规格;品牌;型号`;
const CARPET_EN = `${TE};Material;Method of manufacture;Size;Brand;Model`;
const WEAR = `${T};织造方法;种类;类别;面料成分含量;品牌;款号`;
const WEAR_EN = `${TE};Weaving method;Kind;Category (men's, women's, babies')…;Fabric composition;Brand;Style number`;
const TEE = `${T};织造方法;种类;面料成分含量;品牌;款号`;
const TEE_EN = `${TE};Weaving method;Kind;Fabric composition;Brand;Style number`;
const DOWN = `${T};织造方法;种类;类别;面料成分含量;填充物成分含量;品牌;款号`;
const DOWN_EN = `${TE};Weaving method;Kind;Category (men's, women's…);Fabric composition;Filling composition;Brand;Style number`;
const HOME = `${T};用途;织造方法;成分含量;品牌;型号`;
const HOME_EN = `${TE};Use;Weaving method;Composition;Brand;Model`;

/** Headings of chapters 01–63 (sample) with their declaration elements (申报要素). */
export const MATERIAL_HEADINGS: readonly HsHeadingRow[] = [
  [
    '0304',
    '鲜、冷、冻鱼片及其他鱼肉（不论是否绞碎）',
    'Fish fillets and other fish meat (whether or not minced), fresh, chilled or frozen',
    FISH,
    FISH_EN,
  ],
  ['0409', '天然蜂蜜', 'Natural honey', FRESH, FRESH_EN],
  [
    '0703',
    '鲜或冷藏的洋葱、青葱、大蒜、韭葱及其他葱属蔬菜',
    'Onions, shallots, garlic, leeks and other alliaceous vegetables, fresh or chilled',
    FRESH,
    FRESH_EN,
  ],
  [
    '0710',
    '冷冻蔬菜（不论是否蒸煮）',
    'Vegetables (uncooked or cooked by steaming or boiling in water), frozen',
    FRESH,
    FRESH_EN,
  ],
  [
    '0712',
    '干蔬菜，整个、切块、切片、破碎或制成粉，但未经进一步加工',
    'Dried vegetables, whole, cut, sliced, broken or in powder, but not further prepared',
    FRESH,
    FRESH_EN,
  ],
  ['0806', '鲜或干的葡萄', 'Grapes, fresh or dried', FRESH, FRESH_EN],
  ['0808', '鲜的苹果、梨及榅桲', 'Apples, pears and quinces, fresh', FRESH, FRESH_EN],
  [
    '0811',
    '冷冻水果及坚果（不论是否蒸煮、加糖或其他甜物质）',
    'Fruit and nuts, uncooked or cooked by steaming or boiling in water, frozen, whether or not containing added sugar or other sweetening matter',
    FRESH,
    FRESH_EN,
  ],
  ['0902', '茶，不论是否加香料', 'Tea, whether or not flavoured', TEA, TEA_EN],
  [
    '0910',
    '姜、番红花、姜黄、麝香草、月桂叶、咖喱及其他调味香料',
    'Ginger, saffron, turmeric (curcuma), thyme, bay leaves, curry and other spices',
    FRESH,
    FRESH_EN,
  ],
  [
    '1605',
    '制作或保藏的甲壳动物、软体动物及其他水生无脊椎动物',
    'Crustaceans, molluscs and other aquatic invertebrates, prepared or preserved',
    PREP,
    PREP_EN,
  ],
  [
    '1902',
    '面食（不论是否烹煮、包馅或其他方法制作）；古斯古斯面食',
    'Pasta, whether or not cooked or stuffed or otherwise prepared; couscous',
    PREP,
    PREP_EN,
  ],
  [
    '2005',
    '未冷冻的其他蔬菜（用醋或醋酸以外的其他方法制作或保藏的）',
    'Other vegetables prepared or preserved otherwise than by vinegar or acetic acid, not frozen',
    PREP,
    PREP_EN,
  ],
  [
    '2008',
    '用其他方法制作或保藏的水果、坚果及植物的其他食用部分',
    'Fruit, nuts and other edible parts of plants, otherwise prepared or preserved',
    PREP,
    PREP_EN,
  ],
  [
    '2009',
    '未发酵及未加酒精的水果汁或坚果汁、蔬菜汁',
    'Fruit or nut juices and vegetable juices, unfermented and not containing added spirit',
    PREP,
    PREP_EN,
  ],
  [
    '2103',
    '调味汁及其制品；混合调味品；芥子粉及其调味品',
    'Sauces and preparations therefor; mixed condiments and mixed seasonings; mustard flour and meal and prepared mustard',
    PREP,
    PREP_EN,
  ],
  [
    '2201',
    '未加糖或其他甜物质及未加味的水，包括天然或人造矿泉水及汽水；冰及雪',
    'Waters, including natural or artificial mineral waters and aerated waters, not containing added sugar or other sweetening matter nor flavoured; ice and snow',
    PREP,
    PREP_EN,
  ],
  [
    '2815',
    '氢氧化钠（烧碱）；氢氧化钾（苛性钾）；过氧化钠及过氧化钾',
    'Sodium hydroxide (caustic soda); potassium hydroxide (caustic potash); peroxides of sodium or potassium',
    CHEM,
    CHEM_EN,
  ],
  ['2817', '氧化锌；过氧化锌', 'Zinc oxide; zinc peroxide', CHEM, CHEM_EN],
  [
    '2818',
    '人造刚玉；氧化铝；氢氧化铝',
    'Artificial corundum; aluminium oxide; aluminium hydroxide',
    CHEM,
    CHEM_EN,
  ],
  ['2823', '钛的氧化物', 'Titanium oxides', CHEM, CHEM_EN],
  [
    '2836',
    '碳酸盐；过碳酸盐；含氨基甲酸铵的商品碳酸铵',
    'Carbonates; peroxocarbonates (percarbonates); commercial ammonium carbonate containing ammonium carbamate',
    CHEM,
    CHEM_EN,
  ],
  ['2902', '环烃', 'Cyclic hydrocarbons', CHEM, CHEM_EN],
  [
    '2905',
    '无环醇及其卤化、磺化、硝化或亚硝化衍生物',
    'Acyclic alcohols and their halogenated, sulphonated, nitrated or nitrosated derivatives',
    CHEM,
    CHEM_EN,
  ],
  [
    '2917',
    '多元羧酸及其酸酐、酰卤化物、过氧化物和过氧酸',
    'Polycarboxylic acids, their anhydrides, halides, peroxides and peroxyacids',
    CHEM,
    CHEM_EN,
  ],
  [
    '2918',
    '含附加含氧基的羧酸及其酸酐、酰卤化物、过氧化物和过氧酸',
    'Carboxylic acids with additional oxygen function and their anhydrides, halides, peroxides and peroxyacids',
    CHEM,
    CHEM_EN,
  ],
  [
    '2936',
    '天然或合成再制的维生素原和维生素及其衍生物',
    'Provitamins and vitamins, natural or reproduced by synthesis, and their derivatives',
    CHEM,
    CHEM_EN,
  ],
  [
    '3005',
    '软填料、纱布、绷带及类似物品（经过药物浸涂或制成零售包装供医疗、外科、牙科或兽医用）',
    'Wadding, gauze, bandages and similar articles, impregnated or coated with pharmaceutical substances or put up in forms or packings for retail sale for medical, surgical, dental or veterinary purposes',
    DRESS,
    DRESS_EN,
  ],
  ['3102', '矿物氮肥及化学氮肥', 'Mineral or chemical fertilisers, nitrogenous', FERT, FERT_EN],
  [
    '3105',
    '含氮、磷、钾中两种或三种肥效元素的矿物肥料或化学肥料；其他肥料',
    'Mineral or chemical fertilisers containing two or three of the fertilising elements nitrogen, phosphorus and potassium; other fertilisers',
    FERT,
    FERT_EN,
  ],
  [
    '3204',
    '有机合成着色料及以其为基本成分的制品；有机合成荧光增白剂及发光体',
    'Synthetic organic colouring matter and preparations based thereon; synthetic organic products used as fluorescent brightening agents or as luminophores',
    CHEM,
    CHEM_EN,
  ],
  [
    '3208',
    '以合成聚合物或化学改性天然聚合物为基本成分的油漆及清漆（分散于或溶于非水介质）',
    'Paints and varnishes based on synthetic polymers or chemically modified natural polymers, dispersed or dissolved in a non-aqueous medium',
    PAINT,
    PAINT_EN,
  ],
  [
    '3209',
    '以合成聚合物或化学改性天然聚合物为基本成分的油漆及清漆（分散于或溶于水介质）',
    'Paints and varnishes based on synthetic polymers or chemically modified natural polymers, dispersed or dissolved in an aqueous medium',
    PAINT,
    PAINT_EN,
  ],
  [
    '3215',
    '印刷油墨、书写或绘图墨水及其他墨类',
    'Printing ink, writing or drawing ink and other inks',
    PAINT,
    PAINT_EN,
  ],
  ['3303', '香水及花露水', 'Perfumes and toilet waters', COSM, COSM_EN],
  [
    '3304',
    '美容品或化妆品及护肤品（药品除外），包括防晒油或晒黑油；指（趾）甲化妆品',
    'Beauty or make-up preparations and preparations for the care of the skin (other than medicaments), including sunscreen or sun tan preparations; manicure or pedicure preparations',
    COSM,
    COSM_EN,
  ],
  ['3305', '护发品', 'Preparations for use on the hair', COSM, COSM_EN],
  [
    '3306',
    '口腔及牙齿清洁剂，包括假牙稳固剂及粉；清洁牙缝用的纱线（牙线）',
    'Preparations for oral or dental hygiene, including denture fixative pastes and powders; yarn used to clean between the teeth (dental floss)',
    COSM,
    COSM_EN,
  ],
  [
    '3307',
    '剃须用制剂、个人用除臭剂及止汗剂、沐浴用制剂、脱毛剂和其他税目未列名的芳香料制品及化妆盥洗品',
    'Pre-shave, shaving or after-shave preparations, personal deodorants, bath preparations, depilatories and other perfumery, cosmetic or toilet preparations, not elsewhere specified or included',
    COSM,
    COSM_EN,
  ],
  [
    '3401',
    '肥皂；作肥皂用的有机表面活性产品及制品；洗肤用的有机表面活性产品及制品',
    'Soap; organic surface-active products and preparations for use as soap; organic surface-active products and preparations for washing the skin',
    COSM,
    COSM_EN,
  ],
  [
    '3402',
    '有机表面活性剂（肥皂除外）；表面活性剂制品、洗涤剂及清洁剂',
    'Organic surface-active agents (other than soap); surface-active preparations, washing preparations and cleaning preparations',
    COSM,
    COSM_EN,
  ],
  ['3406', '各种蜡烛及类似品', 'Candles, tapers and the like', ART, ART_EN],
  [
    '3907',
    '初级形状的聚缩醛、其他聚醚及环氧树脂；初级形状的聚碳酸酯、醇酸树脂、聚烯丙基酯及其他聚酯',
    'Polyacetals, other polyethers and epoxide resins, in primary forms; polycarbonates, alkyd resins, polyallyl esters and other polyesters, in primary forms',
    POLY,
    POLY_EN,
  ],
  [
    '3920',
    '其他非泡沫塑料的板、片、膜、箔及扁条（未用其他材料强化、层压、支撑或用类似方法合制）',
    'Other plates, sheets, film, foil and strip, of plastics, non-cellular and not reinforced, laminated, supported or similarly combined with other materials',
    SHEET,
    SHEET_EN,
  ],
  [
    '3923',
    '供运输或包装货物用的塑料制品；塑料制的塞子、盖子及类似品',
    'Articles for the conveyance or packing of goods, of plastics; stoppers, lids, caps and other closures, of plastics',
    ART,
    ART_EN,
  ],
  [
    '3924',
    '塑料制的餐具、厨房用具、其他家庭用具及卫生或盥洗用具',
    'Tableware, kitchenware, other household articles and hygienic or toilet articles, of plastics',
    ART,
    ART_EN,
  ],
  [
    '3925',
    '其他税目未列名的建筑用塑料制品',
    "Builders' ware of plastics, not elsewhere specified or included",
    ART,
    ART_EN,
  ],
  [
    '3926',
    '其他塑料制品及税目3901至3914所列其他材料的制品',
    'Other articles of plastics and articles of other materials of headings 39.01 to 39.14',
    ART,
    ART_EN,
  ],
  ['4011', '新的充气橡胶轮胎', 'New pneumatic tyres, of rubber', TYRE, TYRE_EN],
  [
    '4015',
    '硫化橡胶（硬质橡胶除外）制的衣着用品及附件（包括分指手套、连指手套及露指手套）',
    'Articles of apparel and clothing accessories (including gloves, mittens and mitts), for all purposes, of vulcanised rubber other than hard rubber',
    ART,
    ART_EN,
  ],
  [
    '4202',
    '衣箱、提箱、小手袋、公文箱、公文包、书包、眼镜盒、望远镜盒、照相机套、乐器盒、枪套及类似容器；旅行包、食品或饮料保温包、化妆包、帆布包、手提包、购物袋、钱夹、钱包、地图盒、烟盒、烟袋、工具包、运动包、瓶盒、首饰盒、粉盒、刀叉餐具盒及类似容器',
    'Trunks, suit-cases, vanity-cases, executive-cases, brief-cases, school satchels, spectacle cases, binocular cases, camera cases, musical instrument cases, gun cases, holsters and similar containers; travelling-bags, insulated food or beverages bags, toilet bags, rucksacks, handbags, shopping-bags, wallets, purses, map-cases, cigarette-cases, tobacco-pouches, tool bags, sports bags, bottle-cases, jewellery boxes, powder-boxes, cutlery cases and similar containers',
    BAG,
    BAG_EN,
  ],
  [
    '4203',
    '皮革或再生皮革制的衣服及衣着附件',
    'Articles of apparel and clothing accessories, of leather or of composition leather',
    WEAR,
    WEAR_EN,
  ],
  [
    '4410',
    '木制碎料板、定向刨花板（OSB）及类似板',
    'Particle board, oriented strand board (OSB) and similar board, of wood or other ligneous materials',
    WOOD,
    WOOD_EN,
  ],
  [
    '4415',
    '木制的箱、盒、板条箱、圆桶及类似的包装容器；木托板、箱形托盘及其他装载用木板',
    'Packing cases, boxes, crates, drums and similar packings, of wood; cable-drums of wood; pallets, box pallets and other load boards, of wood',
    WOOD,
    WOOD_EN,
  ],
  ['4419', '木制餐具及厨房用具', 'Tableware and kitchenware, of wood', WOOD, WOOD_EN],
  ['4421', '其他木制品', 'Other articles of wood', WOOD, WOOD_EN],
  [
    '4818',
    '卫生纸、纸手帕、纸面巾、纸台布、纸餐巾及类似的家庭、卫生或医院用纸制品',
    'Toilet paper, handkerchiefs, cleansing or facial tissues, tablecloths, serviettes and similar household, sanitary or hospital articles, of paper',
    PAPER,
    PAPER_EN,
  ],
  [
    '4819',
    '纸、纸板、纤维素絮纸或纤维素纤维网纸制的箱、盒、匣、袋及其他包装容器',
    'Cartons, boxes, cases, bags and other packing containers, of paper, paperboard, cellulose wadding or webs of cellulose fibres',
    PAPER,
    PAPER_EN,
  ],
  [
    '4820',
    '纸或纸板制的登记本、账本、笔记本、信笺本、日记本及类似品',
    'Registers, account books, note books, letter pads, diaries and similar articles, of paper or paperboard',
    PAPER,
    PAPER_EN,
  ],
  ['4821', '纸或纸板制的各种标签', 'Paper or paperboard labels of all kinds', PAPER, PAPER_EN],
  [
    '5205',
    '棉纱线（缝纫线除外），按重量计含棉量在85%及以上，非供零售用',
    'Cotton yarn (other than sewing thread), containing 85 % or more by weight of cotton, not put up for retail sale',
    YARN,
    YARN_EN,
  ],
  [
    '5208',
    '棉机织物，按重量计含棉量在85%及以上，每平方米重量不超过200克',
    'Woven fabrics of cotton, containing 85 % or more by weight of cotton, weighing not more than 200 g/m²',
    FABRIC,
    FABRIC_EN,
  ],
  [
    '5209',
    '棉机织物，按重量计含棉量在85%及以上，每平方米重量超过200克',
    'Woven fabrics of cotton, containing 85 % or more by weight of cotton, weighing more than 200 g/m²',
    FABRIC,
    FABRIC_EN,
  ],
  [
    '5402',
    '合成纤维长丝纱线（缝纫线除外），非供零售用',
    'Synthetic filament yarn (other than sewing thread), not put up for retail sale',
    YARN,
    YARN_EN,
  ],
  [
    '5407',
    '合成纤维长丝纱线的机织物',
    'Woven fabrics of synthetic filament yarn',
    FABRIC,
    FABRIC_EN,
  ],
  [
    '5503',
    '未梳或未经其他纺前加工的合成纤维短纤',
    'Synthetic staple fibres, not carded, combed or otherwise processed for spinning',
    FIBRE,
    FIBRE_EN,
  ],
  [
    '5509',
    '合成纤维短纤纺制的纱线（缝纫线除外），非供零售用',
    'Yarn (other than sewing thread) of synthetic staple fibres, not put up for retail sale',
    YARN,
    YARN_EN,
  ],
  [
    '5603',
    '无纺织物，不论是否浸渍、涂布、包覆或层压',
    'Nonwovens, whether or not impregnated, coated, covered or laminated',
    NONWOVEN,
    NONWOVEN_EN,
  ],
  [
    '5607',
    '线、绳、索、缆，不论是否编织，以及是否用橡胶或塑料浸渍、涂布、包覆或套裹',
    'Twine, cordage, ropes and cables, whether or not plaited or braided and whether or not impregnated, coated, covered or sheathed with rubber or plastics',
    ROPE,
    ROPE_EN,
  ],
  [
    '5608',
    '用线、绳或索结制的网眼织物；纺织材料制成的渔网及其他网',
    'Knotted netting of twine, cordage or rope; made up fishing nets and other made up nets, of textile materials',
    ROPE,
    ROPE_EN,
  ],
  [
    '5702',
    '机织地毯及纺织材料的其他机织铺地制品',
    'Carpets and other textile floor coverings, woven, not tufted or flocked',
    CARPET,
    CARPET_EN,
  ],
  [
    '5704',
    '毡呢地毯及纺织材料的其他毡呢铺地制品（未簇绒或未植绒）',
    'Carpets and other textile floor coverings, of felt, not tufted or flocked',
    CARPET,
    CARPET_EN,
  ],
  [
    '6001',
    '针织或钩编的起绒织物，包括长毛绒织物及毛圈织物',
    'Pile fabrics, including "long pile" fabrics and terry fabrics, knitted or crocheted',
    FABRIC,
    FABRIC_EN,
  ],
  [
    '6004',
    '宽度超过30厘米，按重量计弹性纱线或橡胶线含量在5%及以上的针织物或钩编织物',
    'Knitted or crocheted fabrics of a width exceeding 30 cm, containing by weight 5 % or more of elastomeric yarn or rubber thread',
    FABRIC,
    FABRIC_EN,
  ],
  ['6006', '其他针织或钩编织物', 'Other knitted or crocheted fabrics', FABRIC, FABRIC_EN],
  [
    '6101',
    '针织或钩编的男式大衣、短大衣、斗篷、短斗篷、带风帽的防寒短上衣、防风衣及类似品',
    "Men's or boys' overcoats, car-coats, capes, cloaks, anoraks (including ski-jackets), wind-cheaters, wind-jackets and similar articles, knitted or crocheted",
    WEAR,
    WEAR_EN,
  ],
  [
    '6103',
    '针织或钩编的男式西服套装、便服套装、上衣、长裤、护胸背带工装裤、马裤及短裤',
    "Men's or boys' suits, ensembles, jackets, blazers, trousers, bib and brace overalls, breeches and shorts, knitted or crocheted",
    WEAR,
    WEAR_EN,
  ],
  [
    '6104',
    '针织或钩编的女式西服套装、便服套装、上衣、连衣裙、裙子、裙裤、长裤、护胸背带工装裤、马裤及短裤',
    "Women's or girls' suits, ensembles, jackets, blazers, dresses, skirts, divided skirts, trousers, bib and brace overalls, breeches and shorts, knitted or crocheted",
    WEAR,
    WEAR_EN,
  ],
  ['6105', '针织或钩编的男衬衫', "Men's or boys' shirts, knitted or crocheted", WEAR, WEAR_EN],
  [
    '6106',
    '针织或钩编的女衬衫',
    "Women's or girls' blouses, shirts and shirt-blouses, knitted or crocheted",
    WEAR,
    WEAR_EN,
  ],
  [
    '6107',
    '针织或钩编的男式内裤、三角裤、长睡衣、睡衣裤、浴衣、晨衣及类似品',
    "Men's or boys' underpants, briefs, nightshirts, pyjamas, bathrobes, dressing gowns and similar articles, knitted or crocheted",
    WEAR,
    WEAR_EN,
  ],
  [
    '6108',
    '针织或钩编的女式长衬裙、衬裙、三角裤、短衬裤、睡衣、睡衣裤、浴衣、晨衣及类似品',
    "Women's or girls' slips, petticoats, briefs, panties, nightdresses, pyjamas, négligés, bathrobes, dressing gowns and similar articles, knitted or crocheted",
    WEAR,
    WEAR_EN,
  ],
  [
    '6109',
    '针织或钩编的T恤衫、汗衫及其他背心',
    'T-shirts, singlets and other vests, knitted or crocheted',
    TEE,
    TEE_EN,
  ],
  [
    '6110',
    '针织或钩编的套头衫、开襟衫、背心及类似品',
    'Jerseys, pullovers, cardigans, waistcoats and similar articles, knitted or crocheted',
    WEAR,
    WEAR_EN,
  ],
  [
    '6111',
    '针织或钩编的婴儿服装及衣着附件',
    "Babies' garments and clothing accessories, knitted or crocheted",
    WEAR,
    WEAR_EN,
  ],
  [
    '6112',
    '针织或钩编的运动服、滑雪服及游泳服',
    'Track suits, ski suits and swimwear, knitted or crocheted',
    WEAR,
    WEAR_EN,
  ],
  [
    '6115',
    '针织或钩编的连裤袜、紧身裤袜、长统袜、短袜及其他袜类',
    'Pantyhose, tights, stockings, socks and other hosiery, knitted or crocheted',
    WEAR,
    WEAR_EN,
  ],
  [
    '6116',
    '针织或钩编的分指手套、连指手套及露指手套',
    'Gloves, mittens and mitts, knitted or crocheted',
    WEAR,
    WEAR_EN,
  ],
  [
    '6201',
    '男式大衣、短大衣、斗篷、短斗篷、带风帽的防寒短上衣、防风衣及类似品',
    "Men's or boys' overcoats, car-coats, capes, cloaks, anoraks (including ski-jackets), wind-cheaters, wind-jackets and similar articles",
    DOWN,
    DOWN_EN,
  ],
  [
    '6202',
    '女式大衣、短大衣、斗篷、短斗篷、带风帽的防寒短上衣、防风衣及类似品',
    "Women's or girls' overcoats, car-coats, capes, cloaks, anoraks (including ski-jackets), wind-cheaters, wind-jackets and similar articles",
    DOWN,
    DOWN_EN,
  ],
  [
    '6203',
    '男式西服套装、便服套装、上衣、长裤、护胸背带工装裤、马裤及短裤',
    "Men's or boys' suits, ensembles, jackets, blazers, trousers, bib and brace overalls, breeches and shorts",
    WEAR,
    WEAR_EN,
  ],
  [
    '6204',
    '女式西服套装、便服套装、上衣、连衣裙、裙子、裙裤、长裤、护胸背带工装裤、马裤及短裤',
    "Women's or girls' suits, ensembles, jackets, blazers, dresses, skirts, divided skirts, trousers, bib and brace overalls, breeches and shorts",
    WEAR,
    WEAR_EN,
  ],
  ['6205', '男衬衫', "Men's or boys' shirts", WEAR, WEAR_EN],
  ['6206', '女衬衫', "Women's or girls' blouses, shirts and shirt-blouses", WEAR, WEAR_EN],
  ['6209', '婴儿服装及衣着附件', "Babies' garments and clothing accessories", WEAR, WEAR_EN],
  [
    '6212',
    '胸罩、束腰带、紧身胸衣、吊裤带、吊袜带、束袜带和类似品及其零件',
    'Brassières, girdles, corsets, braces, suspenders, garters and similar articles and parts thereof',
    WEAR,
    WEAR_EN,
  ],
  [
    '6214',
    '披巾、领巾、围巾、披纱、面纱及类似品',
    'Shawls, scarves, mufflers, mantillas, veils and the like',
    WEAR,
    WEAR_EN,
  ],
  ['6215', '领带及领结', 'Ties, bow ties and cravats', WEAR, WEAR_EN],
  ['6301', '毯子及旅行毯', 'Blankets and travelling rugs', HOME, HOME_EN],
  [
    '6302',
    '床上、餐桌、盥洗及厨房用的织物制品',
    'Bed linen, table linen, toilet linen and kitchen linen',
    HOME,
    HOME_EN,
  ],
  [
    '6303',
    '窗帘（包括帷帘）及帐幔；帘帷或床帷',
    'Curtains (including drapes) and interior blinds; curtain or bed valances',
    HOME,
    HOME_EN,
  ],
  [
    '6305',
    '货物包装用袋',
    'Sacks and bags, of a kind used for the packing of goods',
    HOME,
    HOME_EN,
  ],
  [
    '6306',
    '油苫布、天篷及遮阳篷；帐篷（包括临时顶篷及类似品）；风帆；野营用品',
    'Tarpaulins, awnings and sunblinds; tents (including temporary canopies and similar articles); sails for boats, sailboards or landcraft; camping goods',
    HOME,
    HOME_EN,
  ],
  [
    '6307',
    '其他制成品，包括服装裁剪样',
    'Other made up articles, including dress patterns',
    HOME,
    HOME_EN,
  ],
  ['6309', '旧衣物及其他旧物品', 'Worn clothing and other worn articles', HOME, HOME_EN],
];
