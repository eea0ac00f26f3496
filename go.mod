module github.com/sudokugo/sudoku

go 1.24
