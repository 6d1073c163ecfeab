module arbiter/bench/engine

go 1.26

require arbiter v0.0.0

require github.com/notnil/chess v1.10.0

replace arbiter => ../..
