print("arrange: the command-line tool lands with the fixtures issue")
