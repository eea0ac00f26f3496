// Grids: the houses and peers of each cell, fixed tables.

package sudoku

// The fixed tables of the grid's geometry: which houses (rows, columns and
// boxes) each cell belongs to, and which cells each cell sees. They are
// built once, by package-level initialisers, and only read afterwards.

// A house is one of the 27 groups of nine cells that must hold the digits
// 1-9 once each: the rows 0-8, the columns 9-17 and the boxes 18-26.
var houses = makeHouses()

// peers lists, for each cell, the 20 other cells that share its row, its
// column or its box, in increasing order.
var peers = makePeers()

// boxOf returns the box (0-8, row-major) that holds the cell.
func boxOf(cell int) int {
	return cell/27*3 + cell%9/3
}

// makeHouses builds the table of houses.
func makeHouses() (h [27][9]uint8) {
	for i := range 9 {
		for j := range 9 {
			h[i][j] = uint8(i*9 + j)                         // row i
			h[9+i][j] = uint8(j*9 + i)                       // column i
			h[18+i][j] = uint8(i/3*27 + i%3*3 + j/3*9 + j%3) // box i
		}
	}
	return h
}

// makePeers builds the table of peers.
func makePeers() (p [81][20]uint8) {
	for c := range 81 {
		n := 0
		for o := range 81 {
			if o == c {
				continue
			}
			if o/9 == c/9 || o%9 == c%9 || boxOf(o) == boxOf(c) {
				p[c][n] = uint8(o)
				n++
			}
		}
	}
	return p
}
