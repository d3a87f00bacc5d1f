/** Shared by every chart: its views, its legend and how to read it from the keyboard. */
const chart = {
  'chart.view': '显示方式',
  'chart.view.chart': '图表',
  'chart.view.table': '表格',
  'chart.legend': '图例',
  'chart.keys': '聚焦图表后可用方向键逐点读数',
};

export default chart;

declare global {
  interface CatalogueAreas {
    chart: typeof chart;
  }
}
